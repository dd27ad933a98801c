import { OWNER, SIGNED_IN, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of pet mating listings: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'mating',
    path: '/pet-mating',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/mating-list',
  },
  {
    id: 'mating.new',
    path: '/pet-mating/new',
    access: OWNER,
    layout: 'shared',
    screen: 'community/mating-new',
  },
  {
    id: 'mating.edit',
    path: '/pet-mating/edit/:listingId',
    access: OWNER,
    layout: 'shared',
    screen: 'community/mating-edit',
  },
  {
    id: 'mating.detail',
    path: '/pet-mating/:listingId',
    access: SIGNED_IN,
    layout: 'shared',
    screen: 'community/mating-detail',
  },
  {
    id: 'mating.mine',
    path: '/my-mating-listings',
    access: OWNER,
    layout: 'shared',
    screen: 'community/mating-my-listings',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of pet mating listings (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Pet mating: everyone signed in browses active listings; owners list their pets,
  // and only a listing's owner edits, toggles or deletes it (checked in each query).
  'read:mating-listing': 'signed-in',
  'write:mating-listing:own': ['owner'],
} as const satisfies Readonly<Record<string, Holder>>;
