import { ADMIN, SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of lost and found: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'lostfound',
    path: '/lost-and-found',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/lostfound-list',
  },
  {
    id: 'lostfound.report',
    path: '/lost-and-found/report',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/lostfound-report',
  },
  // The spec's table says owner only, but the product lets any signed-in role report and only the
  // reporter edit: the server checks the reporter, so every signed-in role reaches the screen.
  {
    id: 'lostfound.edit',
    path: '/lost-and-found/edit/:reportId',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/lostfound-edit',
  },
  {
    id: 'lostfound.detail',
    path: '/lost-and-found/:reportId',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/lostfound-detail',
  },
  {
    id: 'admin.lostfound',
    path: '/admin/lost-found-matches',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/lost-found-matches',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of lost and found (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Lost and found: every signed-in role browses, reports and keeps their own district
  // alert; only a report's reporter edits it or marks it reunited or closed (checked per row).
  'read:lostfound': 'signed-in',
  'write:lostfound:own': 'signed-in',
  'review:lostfound-match': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
