import { SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of the forum: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'forum',
    path: '/forum',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/forum-list',
  },
  {
    id: 'forum.newPost',
    path: '/forum/new-post',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/forum-new-post',
  },
  {
    id: 'forum.post',
    path: '/forum/post/:postId',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/forum-post',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the forum (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Forum: everyone signed in reads, posts, replies and deletes their own (authorship
  // checked in each query; the admin deletes any, to moderate) and flags others' posts and
  // replies.
  'read:forum': 'signed-in',
  'write:forum:own': 'signed-in',
  'flag:forum': 'signed-in',
} as const satisfies Readonly<Record<string, Holder>>;
