import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of prices and commissions: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.commissions',
    path: '/admin/commissions',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/commissions',
  },
  {
    id: 'admin.pricing',
    path: '/admin/pricing',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/pricing',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of prices and commissions (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Prices, commissions and platform settings (the admin's pricing, commission and settings
  // pages): the admins set price bounds, default prices, commission rates and override
  // rules, the platform IBAN, the admin list, the default language and the service types.
  'manage:pricing': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
