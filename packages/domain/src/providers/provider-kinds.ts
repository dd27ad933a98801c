import type { ProviderRole } from '../access/roles.ts';
import type { RouteId, StaticRouteId } from '../access/routes.ts';
import type { FilePurpose } from '../files/files.ts';
import type { Species } from '../shared/species.ts';

/** The unit a provider's price is quoted in. */
export type PriceUnit = 'day' | 'session' | 'hour';

/**
 * The four provider kinds as data (one screen set reads this, no per-role copies).
 * `gallery` and `documents` name the detail fields that hold file ids and their upload purpose.
 */
export type ProviderKindDef = {
  readonly kind: ProviderRole;
  readonly priceUnit: PriceUnit;
  /** The detail field holding the price (lira); the sitter's price is per service. */
  readonly priceField: 'servicePrices' | 'sessionFee' | 'hourlyRate' | 'trainerSessionFee';
  readonly gallery: { readonly field: string; readonly purpose: FilePurpose } | null;
  readonly documents: { readonly field: string; readonly purpose: FilePurpose; readonly max: number } | null;
  readonly routes: {
    readonly setup: StaticRouteId;
    readonly dashboard: StaticRouteId;
    readonly browse: StaticRouteId;
    readonly book: RouteId;
    /** The parameter name of the book route (`sitterId`, `vetId`, …). */
    readonly bookParam: string;
  };
  /** After a vet or walker profile save, go to the dashboard after 1.5 s. */
  readonly dashboardAfterSave: boolean;
};

export const PROVIDER_KINDS: Readonly<Record<ProviderRole, ProviderKindDef>> = {
  sitter: {
    kind: 'sitter',
    priceUnit: 'day',
    priceField: 'servicePrices',
    gallery: { field: 'homePhotos', purpose: 'home_photo' },
    documents: null,
    routes: { setup: 'sitter.profileSetup', dashboard: 'sitter.dashboard', browse: 'owner.sitters.browse', book: 'owner.sitters.book', bookParam: 'sitterId' },
    dashboardAfterSave: false,
  },
  veterinarian: {
    kind: 'veterinarian',
    priceUnit: 'session',
    priceField: 'sessionFee',
    gallery: { field: 'clinicPhotos', purpose: 'clinic_photo' },
    documents: { field: 'certificate', purpose: 'vet_certificate', max: 1 },
    routes: {
      setup: 'veterinarian.profileSetup',
      dashboard: 'veterinarian.dashboard',
      browse: 'owner.veterinarians.browse',
      book: 'owner.veterinarians.book',
      bookParam: 'vetId',
    },
    dashboardAfterSave: true,
  },
  pet_walker: {
    kind: 'pet_walker',
    priceUnit: 'hour',
    priceField: 'hourlyRate',
    gallery: { field: 'walkVisuals', purpose: 'walk_visual' },
    documents: null,
    routes: {
      setup: 'petWalker.profileSetup',
      dashboard: 'petWalker.dashboard',
      browse: 'owner.petWalkers.browse',
      book: 'owner.petWalkers.book',
      bookParam: 'walkerId',
    },
    dashboardAfterSave: true,
  },
  trainer: {
    kind: 'trainer',
    priceUnit: 'session',
    priceField: 'trainerSessionFee',
    gallery: null,
    documents: { field: 'trainerCertifications', purpose: 'trainer_certification', max: 5 },
    routes: { setup: 'trainer.profileSetup', dashboard: 'trainer.dashboard', browse: 'owner.trainers.browse', book: 'owner.trainers.book', bookParam: 'trainerId' },
    dashboardAfterSave: false,
  },
};

// --- Option lists of the kinds' fields ------------------------------------------------------------

export const OTHER_PETS_IN_HOME = ['none', 'dogs_only', 'cats_only', 'dogs_and_cats', 'other', 'multiple_types'] as const;
export const CHILDREN_IN_HOME = ['none', 'infants', 'toddlers', 'school_age', 'teenagers'] as const;
export const SITTER_MATERIALS = ['bed', 'food_bowl', 'water_bowl', 'toys', 'first_aid_kit', 'carrier'] as const;
export const SITTER_LOCATION_TYPES = ['sitter_home', 'owner_home', 'both'] as const;
export const VET_SPECIALIZATIONS = ['cats', 'dogs', 'exotics', 'vaccination', 'emergency', 'surgery', 'internal_medicine', 'dentistry'] as const;
export const VET_SERVICE_PLACES = ['clinic', 'home_visit', 'online'] as const;
export const DOG_SIZES = ['any', 'small', 'medium', 'large'] as const;
/** The species a walker may say they walk, dogs first. */
export const WALKER_SPECIES = ['dog', 'cat', 'other'] as const satisfies readonly Species[];

export type VetSpecialization = (typeof VET_SPECIALIZATIONS)[number];
export type VetServicePlace = (typeof VET_SERVICE_PLACES)[number];
