import { ADMIN, SITTER, TRAINER, VET, WALKER, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of provider profiles: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'sitter.profileSetup',
    path: '/sitter/profile/setup',
    access: SITTER,
    layout: 'shared',
    screen: 'provider/profile-setup',
  },
  {
    id: 'veterinarian.profileSetup',
    path: '/veterinarian/profile/setup',
    access: VET,
    layout: 'shared',
    screen: 'provider/profile-setup',
  },
  {
    id: 'petWalker.profileSetup',
    path: '/pet-walker/profile/setup',
    access: WALKER,
    layout: 'shared',
    screen: 'provider/profile-setup',
  },
  {
    id: 'trainer.profileSetup',
    path: '/trainer/profile/setup',
    access: TRAINER,
    layout: 'shared',
    screen: 'provider/profile-setup',
  },
  {
    id: 'admin.providerVerifications',
    path: '/admin/provider-verifications',
    access: ADMIN,
    layout: 'admin',
    screen: 'admin/provider-verifications',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of provider profiles (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Provider profiles: a provider edits their own, of their own kind only.
  'read:provider-profile:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'update:provider-profile:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  // Verification: a provider sends their own documents; the admin reviews everyone's.
  'update:provider-verification:own': ['sitter', 'veterinarian', 'pet_walker', 'trainer'],
  'manage:provider-verification': 'admin',
} as const satisfies Readonly<Record<string, Holder>>;
