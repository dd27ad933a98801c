import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of the action log: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.audit',
    path: '/admin/action-logs',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/action-logs',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of the action log (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // The admin action log: read only, by the admins.
  'read:action-log': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
