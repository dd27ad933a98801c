import { OWNER, VET, type Holder, type RouteDef } from '../access/route-kit.ts';

/**
 * The screens of pets: the path, who may open it, the frame and the web screen that draws
 * it (`apps/web/src/app/routes/<screen>.tsx`).
 */
export const routes = [
  {
    id: 'owner.pets',
    path: '/owner/pets',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/my-pets',
  },
  {
    id: 'owner.pets.new',
    path: '/owner/pets/new',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/new-pet',
  },
  {
    id: 'owner.pets.edit',
    path: '/owner/pets/edit/:petId',
    access: OWNER,
    layout: 'shared',
    screen: 'owner/edit-pet',
  },
  // A vet reads a found animal's chip: registered or not, and the owner told.
  {
    id: 'veterinarian.microchip',
    path: '/veterinarian/microchip',
    access: VET,
    layout: 'shared',
    screen: 'veterinarian/microchip-lookup',
  },
] as const satisfies readonly RouteDef[];

/** Who holds each permission of pets (`verb:noun:scope`; see `Holder`). */
export const permissions = {
  // Pets and their vaccination records (owner only; ownership checked in each query).
  'read:pet:own': ['owner'],
  'create:pet:own': ['owner'],
  'update:pet:own': ['owner'],
  'delete:pet:own': ['owner'],
  // An owner records a dose given elsewhere for their own pet (a vet records the ones it gives).
  'create:petVaccination:own': ['owner'],
  // A vet looks a microchip number up and asks for its owner to be told; never who they are.
  'read:microchip:any': ['veterinarian'],
} as const satisfies Readonly<Record<string, Holder>>;
