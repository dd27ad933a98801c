import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of security operations: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.security',
    path: '/admin/security-operations',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/security-operations',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of security operations (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Security operations: the admins review alerts (status, analysis) and keep the IP
  // deny list.
  'manage:security': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
