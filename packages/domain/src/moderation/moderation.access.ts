import { ADMIN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of moderation: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'admin.moderation',
    path: '/admin/messages/flagged',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/flagged-messages',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of moderation (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Back office: the flagged-content queue and its actions, the review of stored
  // lost-found matches, announcements, and each admin's own notification choices.
  'moderate:content': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
