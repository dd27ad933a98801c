import { OWNER, SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of adoption listings: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'adoption',
    path: '/adopt',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/adoption-list',
  },
  {
    id: 'adoption.new',
    path: '/adopt/new',
    access: OWNER,
    layout: 'shared',
    screen: 'community/adoption-new',
  },
  {
    id: 'adoption.edit',
    path: '/adopt/edit/:listingId',
    access: OWNER,
    layout: 'shared',
    screen: 'community/adoption-edit',
  },
  {
    id: 'adoption.detail',
    path: '/adopt/:listingId',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/adoption-detail',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of adoption listings (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Adoption: everyone signed in browses and opens listings; owners post, and only a
  // listing's owner edits, deletes or marks it adopted (checked in each query); the admin takes
  // any listing down.
  'read:adoption': 'signed-in',
  'write:adoption:own': ['owner'],
  'remove:adoption': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
