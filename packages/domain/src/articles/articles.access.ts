import { SIGNED_IN, only, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of expert articles: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'articles',
    path: '/expert-articles',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/articles-list',
  },
  {
    id: 'articles.detail',
    path: '/expert-articles/:slug',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/articles-detail',
  },
  {
    id: 'articles.new',
    path: '/expert/create-article',
    access: only('trainer', 'veterinarian'),
    layout: 'shared',
    screen: 'community/articles-create',
  },
  {
    id: 'articles.edit',
    path: '/expert/edit-article/:articleId',
    access: only('trainer', 'veterinarian'),
    layout: 'shared',
    screen: 'community/articles-edit',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of expert articles (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Expert articles: everyone signed in reads published ones, likes, bookmarks and
  // comments; admin, veterinarian and trainer write; only the author or the admin
  // edits or deletes one, and a comment's writer or the admin deletes it (checked per row).
  'read:article': 'signed-in',
  'react:article': 'signed-in',
  'write:article:own': ['veterinarian', 'trainer'],
} as const satisfies Readonly<Record<string, Holder>>;
