import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of payments: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.finance',
    path: '/admin/finance',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/finance',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of payments (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Payments: an owner reads their booking's payment and uploads its receipt
  // (ownership checked in each query); a provider keeps their payout IBAN; the admin works the
  // finance queues (confirm, reject, pay out, refund).
  'read:payment:own': ['owner'],
  'pay:booking:own': ['owner'],
  'update:payout-account:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'read:payment:all': 'admin',
  'manage:payment': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
