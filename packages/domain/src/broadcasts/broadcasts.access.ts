import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of announcements: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.broadcasts',
    path: '/admin/broadcast',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/broadcast',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of announcements (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  'send:broadcast': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
