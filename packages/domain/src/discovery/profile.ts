import { z } from 'zod';

import { PROVIDER_ROLES } from '../access/roles.ts';
import { BOOKING_CANCELLATION_POLICIES } from '../bookings/cancellation-policy.ts';
import { providerResponsivenessSchema } from '../bookings/responsiveness.ts';
import { msg } from '../i18n/translate.ts';
import {
  CHILDREN_IN_HOME,
  DOG_SIZES,
  OTHER_PETS_IN_HOME,
  SITTER_LOCATION_TYPES,
  SITTER_MATERIALS,
  VET_SERVICE_PLACES,
  VET_SPECIALIZATIONS,
} from '../providers/provider-kinds.ts';
import type { KindDetails } from '../providers/provider-details.ts';
import { providerPriceSchema, providerRatingSchema } from './browse.ts';

/** The profile query: the kind the owner came from, so a wrong-kind id is not found (404). */
export const publicProfileQuerySchema = z.object({
  kind: z.enum(PROVIDER_ROLES, { error: msg('errors:invalidValue') }).optional(),
});

/** A review on a public profile. Reviews are written after completed bookings (their own issue). */
export const providerReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
});
export type ProviderReview = z.infer<typeof providerReviewSchema>;

const text = z.string().nullable();
const flag = z.boolean().nullable();

/**
 * The kind's public fields. Left out on purpose: the sitter's live-stream link (only a
 * confirmed booking may watch), availability maps, and anything personal. A vet's clinic address
 * and phone are business data the owner needs to reach the clinic, so they are shown.
 */
export const providerPublicDetailsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sitter'),
    serviceLocationType: z.enum(SITTER_LOCATION_TYPES).nullable(),
    hasFencedYard: flag,
    isNonSmokingHome: flag,
    otherPetsInHome: z.enum(OTHER_PETS_IN_HOME).nullable(),
    childrenInHome: z.enum(CHILDREN_IN_HOME).nullable(),
    homeEnvironmentNotes: text,
    materials: z.array(z.enum(SITTER_MATERIALS)),
    liveViewing: z.boolean(),
  }),
  z.object({
    kind: z.literal('veterinarian'),
    clinicName: text,
    clinicAddress: text,
    clinicPhoneNumber: text,
    workingHours: text,
    specializations: z.array(z.enum(VET_SPECIALIZATIONS)),
    servicePlace: z.enum(VET_SERVICE_PLACES).nullable(),
    worksWithExotics: flag,
  }),
  z.object({
    kind: z.literal('pet_walker'),
    preferredWalkingAreas: text,
    serviceRegions: z.array(z.string()),
    experienceNotes: text,
    maxDogSize: z.enum(DOG_SIZES).nullable(),
    specialServices: z.array(z.string()),
    speciesPreference: z.array(z.string()),
    weeklyAvailability: text,
    knowsFirstAid: z.boolean(),
  }),
  z.object({
    kind: z.literal('trainer'),
    specializations: z.array(z.string()),
    experienceYears: z.number().int().nullable(),
    philosophy: text,
    serviceAreas: text,
    videoUrl: text,
    availabilityNotes: text,
  }),
]);
export type ProviderPublicDetails = z.infer<typeof providerPublicDetailsSchema>;

/** A free text as the profile shows it: an empty one is no text. */
const shown = (value: string | undefined): string | null => (value ? value : null);

/**
 * The kind's public fields from its stored details; the private ones (live-stream
 * link, availability, files) never leave the server.
 */
export const publicDetails = ({ kind, details }: KindDetails): ProviderPublicDetails => {
  switch (kind) {
    case 'sitter':
      return {
        kind,
        serviceLocationType: details.sitterServiceLocationType ?? null,
        hasFencedYard: details.hasFencedYard ?? null,
        isNonSmokingHome: details.isNonSmokingHome ?? null,
        otherPetsInHome: details.otherPetsInHome ?? null,
        childrenInHome: details.childrenInHome ?? null,
        homeEnvironmentNotes: shown(details.homeEnvironmentNotes),
        materials: details.sitterMaterials ?? [],
        liveViewing: details.isLiveViewingEnabled === true,
      };
    case 'veterinarian':
      return {
        kind,
        clinicName: shown(details.clinicName),
        clinicAddress: shown(details.clinicAddress),
        clinicPhoneNumber: shown(details.clinicPhoneNumber),
        workingHours: shown(details.vetWorkingHours),
        specializations: details.vetSpecializations ?? [],
        servicePlace: details.servicePlace ?? null,
        worksWithExotics: details.worksWithExotics ?? null,
      };
    case 'pet_walker':
      return {
        kind,
        preferredWalkingAreas: shown(details.preferredWalkingAreas),
        serviceRegions: details.walkerServiceRegions ?? [],
        experienceNotes: shown(details.walkerExperienceNotes),
        maxDogSize: details.maxDogSizeServiced ?? null,
        specialServices: details.specialServices ?? [],
        speciesPreference: details.walkerSpeciesPreference ?? [],
        weeklyAvailability: shown(details.walkerWeeklyAvailability),
        knowsFirstAid: details.knowsFirstAid === true,
      };
    case 'trainer':
      return {
        kind,
        specializations: details.trainerSpecializations ?? [],
        experienceYears: details.trainerExperienceYears ?? null,
        philosophy: shown(details.trainingPhilosophy),
        serviceAreas: shown(details.trainerServiceAreas),
        videoUrl: shown(details.trainerVideoUrl),
        availabilityNotes: shown(details.trainerAvailabilityNotes),
      };
  }
};

/** A sitter's price per service (lira per day), cheapest first; none for the other kinds. */
export const servicePricesOf = (profile: KindDetails): Array<{ service: string; lira: number }> => {
  if (profile.kind !== 'sitter') return [];
  return Object.entries(profile.details.servicePrices ?? {})
    .map(([service, lira]) => ({ service, lira }))
    .sort((a, b) => a.lira - b.lira || a.service.localeCompare(b.service));
};

/** A provider's public profile (`GET /api/discovery/providers/{id}`). */
export const publicProviderProfileSchema = z.object({
  id: z.string(),
  kind: z.enum(PROVIDER_ROLES),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  cityName: z.string().nullable(),
  district: z.string().nullable(),
  distanceKm: z.number().nullable(),
  bio: z.string(),
  services: z.array(z.string()),
  price: providerPriceSchema.nullable(),
  /** A sitter's price per service (lira per day), cheapest first; empty for the other kinds. */
  servicePrices: z.array(z.object({ service: z.string(), lira: z.number() })),
  rating: providerRatingSchema,
  /** Newest first; empty until the reviews issue lands. */
  reviews: z.array(providerReviewSchema),
  photos: z.array(z.object({ url: z.string(), thumbnailUrl: z.string() })),
  /** Certificates (vet) and certifications (trainer), attached files only. */
  documents: z.array(z.object({ url: z.string(), name: z.string(), contentType: z.string() })),
  details: providerPublicDetailsSchema,
  /** The policy a booking requested now is made under (`bookingPolicyFor`). */
  cancellationPolicy: z.enum(BOOKING_CANCELLATION_POLICIES),
  /** How the provider answers requests (last 90 days); null under three requests. */
  responsiveness: providerResponsivenessSchema.nullable(),
  /** An admin approved the provider's documents (the "Doğrulanmış" badge). */
  verified: z.boolean(),
});
export type PublicProviderProfile = z.infer<typeof publicProviderProfileSchema>;
