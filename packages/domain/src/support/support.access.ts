import { ADMIN, SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of support tickets: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  // Not in the spec's table: a signed-in user's support
  // tickets and one ticket's thread. The admin, who answers tickets and never opens one,
  // is sent from these screens to the admin's support page.
  {
    id: 'support',
    path: '/support',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'support/support-tickets',
  },
  {
    id: 'support.ticket',
    path: '/support/:ticketId',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'support/support-ticket',
  },
  {
    id: 'admin.support',
    path: '/admin/support-tickets',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/support-tickets',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of support tickets (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Support tickets: every signed-in user but the admin opens tickets, reads their own
  // and writes in their threads (ownership checked in each query); the admins answer any ticket
  // and change its status and priority, and never open one.
  'use:support:own': 'member',
  'manage:support': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
