import { OWNER, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of finding providers: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'owner.sitters.browse',
    path: '/owner/sitters/browse',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/browse/browse-providers',
  },
  {
    id: 'owner.veterinarians.request',
    path: '/owner/veterinarians/request',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/browse/request-vet',
  },
  {
    id: 'owner.veterinarians.browse',
    path: '/owner/veterinarians/browse',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/browse/browse-providers',
  },
  {
    id: 'owner.petWalkers.browse',
    path: '/owner/pet-walkers/browse',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/browse/browse-providers',
  },
  {
    id: 'owner.trainers.browse',
    path: '/owner/trainers/browse',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/browse/browse-providers',
  },
  // Not in the spec's table: the public profile a browse card opens, with a book button.
  {
    id: 'owner.providers.profile',
    path: '/owner/providers/:providerId',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/browse/provider-profile',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of finding providers (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Discovery: owners browse providers and open their public profiles.
  'browse:providers': ['owner'],
} as const satisfies Readonly<Record<string, Holder>>;
