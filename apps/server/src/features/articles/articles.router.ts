import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { listArticles, listBookmarks } from './article-lists.service.ts';
import {
  addCommentRoute,
  bookmarkArticleRoute,
  createArticleRoute,
  deleteArticleRoute,
  deleteCommentRoute,
  getArticleBySlugRoute,
  getArticleRoute,
  likeArticleRoute,
  listArticlesRoute,
  listBookmarksRoute,
  listCommentsRoute,
  unbookmarkArticleRoute,
  unlikeArticleRoute,
  updateArticleRoute,
} from './articles.routes.ts';
import {
  createArticle,
  deleteArticle,
  getArticleById,
  getArticleBySlug,
  updateArticle,
} from './articles.service.ts';
import { addComment, deleteComment, listComments } from './comments.service.ts';
import { setBookmark, setLike } from './reactions.service.ts';

// The static `/bookmarks` and `/slug/…` paths are registered before `/{articleId}`.
export const articlesRouter = createRouter()
  .openapi(listArticlesRoute, async (c) => {
    const { scope, category, page, pageSize } = c.req.valid('query');
    return c.json(
      await listArticles({
        db: c.get('deps').database.db,
        viewer: currentUser(c),
        scope,
        category,
        page,
        pageSize,
      }),
      200,
    );
  })
  .openapi(listBookmarksRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    return c.json(
      await listBookmarks({ db: c.get('deps').database.db, viewer: currentUser(c), page, pageSize }),
      200,
    );
  })
  .openapi(getArticleBySlugRoute, async (c) => {
    const article = await getArticleBySlug({
      db: c.get('deps').database.db,
      viewer: currentUser(c),
      slug: c.req.valid('param').slug,
    });
    return c.json({ article }, 200);
  })
  .openapi(createArticleRoute, async (c) => {
    const { database, now } = c.get('deps');
    const article = await createArticle({
      db: database.db,
      author: currentUser(c),
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json({ article }, 201);
  })
  .openapi(getArticleRoute, async (c) => {
    const article = await getArticleById({
      db: c.get('deps').database.db,
      viewer: currentUser(c),
      articleId: c.req.valid('param').articleId,
    });
    return c.json({ article }, 200);
  })
  .openapi(updateArticleRoute, async (c) => {
    const { database, storage, now } = c.get('deps');
    const editor = currentUser(c);
    const article = await updateArticle({
      db: database.db,
      storage,
      editor,
      audit: editor.isAdmin ? auditActorOf(c) : null,
      articleId: c.req.valid('param').articleId,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json({ article }, 200);
  })
  .openapi(deleteArticleRoute, async (c) => {
    const { database, storage } = c.get('deps');
    const editor = currentUser(c);
    await deleteArticle({
      db: database.db,
      storage,
      editor,
      audit: editor.isAdmin ? auditActorOf(c) : null,
      articleId: c.req.valid('param').articleId,
    });
    return c.body(null, 204);
  })
  .openapi(likeArticleRoute, async (c) =>
    c.json(
      await setLike({
        db: c.get('deps').database.db,
        viewer: currentUser(c),
        articleId: c.req.valid('param').articleId,
        liked: true,
      }),
      200,
    ),
  )
  .openapi(unlikeArticleRoute, async (c) =>
    c.json(
      await setLike({
        db: c.get('deps').database.db,
        viewer: currentUser(c),
        articleId: c.req.valid('param').articleId,
        liked: false,
      }),
      200,
    ),
  )
  .openapi(bookmarkArticleRoute, async (c) =>
    c.json(
      await setBookmark({
        db: c.get('deps').database.db,
        viewer: currentUser(c),
        articleId: c.req.valid('param').articleId,
        bookmarked: true,
      }),
      200,
    ),
  )
  .openapi(unbookmarkArticleRoute, async (c) =>
    c.json(
      await setBookmark({
        db: c.get('deps').database.db,
        viewer: currentUser(c),
        articleId: c.req.valid('param').articleId,
        bookmarked: false,
      }),
      200,
    ),
  )
  .openapi(listCommentsRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const list = await listComments({
      db: c.get('deps').database.db,
      viewer: currentUser(c),
      articleId: c.req.valid('param').articleId,
      page,
      pageSize,
    });
    return c.json(list, 200);
  })
  .openapi(addCommentRoute, async (c) => {
    const { database, now } = c.get('deps');
    const added = await addComment({
      db: database.db,
      viewer: currentUser(c),
      articleId: c.req.valid('param').articleId,
      content: c.req.valid('json').content,
      now: now(),
    });
    return c.json(added, 201);
  })
  .openapi(deleteCommentRoute, async (c) => {
    const { articleId, commentId } = c.req.valid('param');
    return c.json(
      await deleteComment({
        db: c.get('deps').database.db,
        viewer: currentUser(c),
        audit: currentUser(c).isAdmin ? auditActorOf(c) : null,
        articleId,
        commentId,
      }),
      200,
    );
  });
