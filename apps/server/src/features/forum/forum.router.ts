import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  createPostRoute,
  createReplyRoute,
  deletePostRoute,
  deleteReplyRoute,
  flagPostRoute,
  flagReplyRoute,
  getPostRoute,
  listPostsRoute,
  listRepliesRoute,
} from './forum.routes.ts';
import type { ForumCaller } from './forum-views.ts';
import { flagTarget } from './flags.service.ts';
import { createPost, deletePost, getPost, listPosts } from './posts.service.ts';
import { createReply, deleteReply, listReplies } from './replies.service.ts';

const callerOf = (c: Parameters<typeof currentUser>[0]): ForumCaller => {
  const user = currentUser(c);
  return { id: user.id, isAdmin: user.isAdmin };
};

export const forumRouter = createRouter()
  .openapi(listPostsRoute, async (c) => {
    const page = await listPosts({ db: c.get('deps').database.db, query: c.req.valid('query') });
    return c.json(page, 200);
  })
  .openapi(createPostRoute, async (c) => {
    const { database, now } = c.get('deps');
    const post = await createPost({
      db: database.db,
      caller: callerOf(c),
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(post, 201);
  })
  .openapi(getPostRoute, async (c) => {
    const post = await getPost({
      db: c.get('deps').database.db,
      caller: callerOf(c),
      postId: c.req.valid('param').postId,
    });
    return c.json(post, 200);
  })
  .openapi(deletePostRoute, async (c) => {
    const caller = callerOf(c);
    await deletePost({
      db: c.get('deps').database.db,
      caller,
      postId: c.req.valid('param').postId,
      audit: caller.isAdmin ? auditActorOf(c) : null,
    });
    return c.body(null, 204);
  })
  .openapi(listRepliesRoute, async (c) => {
    const page = await listReplies({
      db: c.get('deps').database.db,
      caller: callerOf(c),
      postId: c.req.valid('param').postId,
      query: c.req.valid('query'),
    });
    return c.json(page, 200);
  })
  .openapi(createReplyRoute, async (c) => {
    const { database, now } = c.get('deps');
    const reply = await createReply({
      db: database.db,
      caller: callerOf(c),
      postId: c.req.valid('param').postId,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(reply, 201);
  })
  .openapi(deleteReplyRoute, async (c) => {
    const caller = callerOf(c);
    await deleteReply({
      db: c.get('deps').database.db,
      caller,
      replyId: c.req.valid('param').replyId,
      audit: caller.isAdmin ? auditActorOf(c) : null,
    });
    return c.body(null, 204);
  })
  .openapi(flagPostRoute, async (c) => {
    const { database, now } = c.get('deps');
    const flag = await flagTarget({
      db: database.db,
      caller: callerOf(c),
      kind: 'post',
      targetId: c.req.valid('param').postId,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(flag, 201);
  })
  .openapi(flagReplyRoute, async (c) => {
    const { database, now } = c.get('deps');
    const flag = await flagTarget({
      db: database.db,
      caller: callerOf(c),
      kind: 'reply',
      targetId: c.req.valid('param').replyId,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(flag, 201);
  });
