import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of platform settings: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.settings',
    path: '/admin/settings',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/settings',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of platform settings (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  'manage:settings': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
