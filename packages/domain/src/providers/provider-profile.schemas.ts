import { z } from 'zod';

import { PROVIDER_ROLES, type ProviderRole } from '../access/roles.ts';
import { fileIdListSchema, fileViewSchema } from '../files/files.schemas.ts';
import { GALLERY_LIMIT } from '../files/files.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import { locationInputSchema, locationSchema } from '../locations/locations.ts';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from '../bookings/cancellation-policy.ts';
import { SITTER_SERVICES, type SitterService } from '../catalog/catalog.ts';
import type { PriceBoundsLira } from '../pricing/price-bounds.ts';
import { PRICE_INPUT_MAX_LIRA } from '../pricing/pricing.schemas.ts';
import { HTTP_URL_PATTERN, optionalUrl, requiredText, textOrEmpty } from '../shared/fields.ts';
import { foldForSearch } from '../shared/text.ts';
import {
  CHILDREN_IN_HOME,
  DOG_SIZES,
  OTHER_PETS_IN_HOME,
  SITTER_LOCATION_TYPES,
  SITTER_MATERIALS,
  VET_SERVICE_PLACES,
  VET_SPECIALIZATIONS,
  WALKER_SPECIES,
} from './provider-kinds.ts';

/** Longest one-line answer (names, links, phone numbers) and longest free text (bio, notes). */
export const PROVIDER_TEXT_MAX = { short: 200, long: 2000 } as const;
export type TextSize = keyof typeof PROVIDER_TEXT_MAX;
/** A list entry (region, special service, specialization) and how many a list may hold. */
export const TAG_MAX_LENGTH = 80;
export const TAG_LIST_MAX = 20;
/** The vet certificate is one file (`certificateUrl`). */
export const VET_CERTIFICATE_LIMIT = 1;
/** After a vet or walker profile save, the dashboard follows after 1.5 s. */
export const PROFILE_SAVED_REDIRECT_MS = 1500;

/** Digits with the usual separators and an optional leading plus, 7 to 20 characters. */
export const CLINIC_PHONE_PATTERN = /^\+?[\d\s()-]{7,20}$/;

const TOO_LONG: Record<TextSize, MessageKey> = {
  short: msg('providers:validation.tooLongShort'),
  long: msg('providers:validation.tooLongLong'),
};
const invalidOption = msg('providers:validation.invalidOption');

/** An input left empty: absent, null, or only spaces. */
const isEmptyInput = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A form's empty input (`''`) and null read as absent; typed digits (`"150"`, `"150,5"`) as numbers. */
const readNumber = (value: unknown): unknown => {
  if (isEmptyInput(value)) return undefined;
  if (typeof value === 'string') return Number(value.trim().replace(',', '.'));
  return value;
};

/** Required text of a size, with the size's "too long" message. */
const textOf = (required: MessageKey, size: TextSize) => requiredText(PROVIDER_TEXT_MAX[size], required, TOO_LONG[size]);
/** Optional free text of a size, stored as `''` when left empty. */
const optionalTextOf = (size: TextSize) => textOrEmpty(PROVIDER_TEXT_MAX[size], TOO_LONG[size]);

/** The message naming a role's price bounds, both for too low and too high. */
const PRICE_RANGE_MESSAGES: Readonly<Record<ProviderRole, MessageKey>> = {
  sitter: msg('providers:validation.priceRange.sitter'),
  veterinarian: msg('providers:validation.priceRange.veterinarian'),
  pet_walker: msg('providers:validation.priceRange.pet_walker'),
  trainer: msg('providers:validation.priceRange.trainer'),
};

/**
 * A price or fee in lira: required, a number above 0, at most two decimals kept. The
 * role's bounds are the admin's to change, so they are data, not part of this shape:
 * `providerPriceIssues` checks them (the server with the stored bounds on save, the form with the
 * bounds `/api/config` serves), and booking checks them again (`checkBookingPrice`).
 */
const boundedLira = (_kind: ProviderRole, required: MessageKey, invalid: MessageKey) =>
  z.preprocess(
    readNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .positive({ error: invalid })
      .max(PRICE_INPUT_MAX_LIRA, { error: invalid })
      .transform((lira) => Math.round(lira * 100) / 100),
  );

const flag = () => z.boolean({ error: msg('errors:invalidValue') }).default(false);

const oneOf = <const T extends readonly [string, ...string[]]>(options: T, defaultValue: T[number]) =>
  z.enum(options, { error: invalidOption }).default(defaultValue);

/** Several options of a fixed list, each at most once; `required` asks for at least one. */
const someOf = <const T extends readonly [string, ...string[]]>(options: T, required?: MessageKey) =>
  z.preprocess(
    (value) => value ?? [],
    z
      .array(z.enum(options, { error: invalidOption }), { error: required ?? invalidOption })
      .min(required ? 1 : 0, { error: required ?? invalidOption })
      .transform((values) => [...new Set(values)]),
  );

/**
 * A list of short words typed by the provider (regions, special services, specializations):
 * entries trimmed, blanks dropped, repeats (ignoring case and Turkish letters) kept once. A
 * comma-separated string is read as the list (trainer specializations).
 */
export const readTagList = (value: unknown): unknown => {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  const tags: unknown[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') {
      tags.push(entry);
      continue;
    }
    const tag = entry.trim().replace(/\s+/g, ' ');
    const key = foldForSearch(tag);
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
};

const tagList = (required?: MessageKey) =>
  z.preprocess(
    readTagList,
    z
      .array(z.string({ error: msg('errors:invalidValue') }).max(TAG_MAX_LENGTH, { error: msg('providers:validation.tagTooLong') }), {
        error: required ?? msg('errors:invalidValue'),
      })
      .min(required ? 1 : 0, { error: required ?? msg('errors:invalidValue') })
      .max(TAG_LIST_MAX, { error: msg('providers:validation.tooManyTags') }),
  );

const fileIds = (max: number) => z.preprocess((value) => value ?? [], fileIdListSchema(max));

/** Where the provider is: city and district required, the map point optional. */
const providerLocationSchema = z.preprocess((value) => value ?? {}, locationInputSchema);

// --- The four kinds' fields with their rules ------------------------------------------------------

/** A sitter's daily price in lira for one service. */
export const sitterServicePriceSchema = boundedLira(
  'sitter',
  msg('providers:validation.servicePriceRequired'),
  msg('providers:validation.servicePriceInvalid'),
);
/** The services a sitter offers, each with its own daily price in lira: `{ cat_care: 150 }`. */
export type SitterServicePrices = Partial<Record<SitterService, number>>;

const servicesRequired = msg('providers:servicesRequiredError');

/** The cancellation policy a sitter, walker or trainer offers (vets follow the vets' rule). */
const cancellationPolicy = () => oneOf(CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY);

export const sitterProfileShape = {
  bio: textOf(msg('providers:bioRequiredError'), 'long'),
  servicePrices: z
    .partialRecord(z.enum(SITTER_SERVICES, { error: invalidOption }), sitterServicePriceSchema, {
      error: (issue) => (issue.code === 'invalid_type' ? servicesRequired : invalidOption),
    })
    .refine((prices) => Object.keys(prices).length > 0, { error: servicesRequired }),
  sitterServiceLocationType: oneOf(SITTER_LOCATION_TYPES, 'sitter_home'),
  hasFencedYard: flag(),
  isNonSmokingHome: flag(),
  otherPetsInHome: oneOf(OTHER_PETS_IN_HOME, 'none'),
  childrenInHome: oneOf(CHILDREN_IN_HOME, 'none'),
  sitterMaterials: someOf(SITTER_MATERIALS),
  homeEnvironmentNotes: optionalTextOf('long'),
  isLiveViewingEnabled: flag(),
  liveStreamLink: optionalTextOf('short'),
  homePhotos: fileIds(GALLERY_LIMIT),
  cancellationPolicy: cancellationPolicy(),
};

export const veterinarianProfileShape = {
  bio: optionalTextOf('long'),
  clinicName: textOf(msg('providers:validation.clinicNameRequired'), 'short'),
  clinicAddress: textOf(msg('providers:validation.clinicAddressRequired'), 'long'),
  clinicPhoneNumber: z.preprocess(
    (value) => value ?? '',
    z
      .string({ error: msg('providers:validation.phoneInvalid') })
      .trim()
      .refine((value) => value === '' || CLINIC_PHONE_PATTERN.test(value), { error: msg('providers:validation.phoneInvalid') }),
  ),
  vetWorkingHours: optionalTextOf('short'),
  vetSpecializations: someOf(VET_SPECIALIZATIONS, msg('providers:validation.vetSpecializationsRequired')),
  servicePlace: oneOf(VET_SERVICE_PLACES, 'clinic'),
  worksWithExotics: flag(),
  sessionFee: boundedLira('veterinarian', msg('providers:validation.sessionFeeRequired'), msg('providers:validation.sessionFeeInvalid')),
  certificate: fileIds(VET_CERTIFICATE_LIMIT),
  clinicPhotos: fileIds(GALLERY_LIMIT),
};

export const petWalkerProfileShape = {
  bio: optionalTextOf('long'),
  preferredWalkingAreas: textOf(msg('providers:walkerPreferredAreasRequired'), 'long'),
  walkerServiceRegions: tagList(msg('providers:walkerServiceRegionsRequired')),
  hourlyRate: boundedLira('pet_walker', msg('providers:walkerHourlyRateRequired'), msg('providers:walkerInvalidHourlyRate')),
  walkerExperienceNotes: optionalTextOf('long'),
  maxDogSizeServiced: oneOf(DOG_SIZES, 'any'),
  specialServices: tagList(),
  walkerSpeciesPreference: someOf(WALKER_SPECIES),
  walkerWeeklyAvailability: optionalTextOf('long'),
  knowsFirstAid: flag(),
  walkVisuals: fileIds(GALLERY_LIMIT),
  cancellationPolicy: cancellationPolicy(),
};

const yearsRequired = msg('providers:validation.trainerExperienceYearsRequired');
const yearsInvalid = msg('providers:validation.trainerExperienceYearsInvalid');

export const trainerProfileShape = {
  bio: optionalTextOf('long'),
  trainerSpecializations: tagList(msg('providers:validation.trainerSpecializationsRequired')),
  trainerExperienceYears: z.preprocess(
    readNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? yearsRequired : yearsInvalid) })
      .int({ error: yearsInvalid })
      .min(0, { error: yearsInvalid }),
  ),
  trainerSessionFee: boundedLira('trainer', msg('providers:validation.sessionFeeRequired'), msg('providers:validation.sessionFeeInvalid')),
  trainerCertifications: fileIds(GALLERY_LIMIT),
  trainingPhilosophy: optionalTextOf('long'),
  trainerServiceAreas: optionalTextOf('long'),
  trainerVideoUrl: optionalUrl(PROVIDER_TEXT_MAX.short, TOO_LONG.short, msg('providers:validation.videoUrlInvalid')),
  trainerAvailabilityNotes: optionalTextOf('long'),
  cancellationPolicy: cancellationPolicy(),
};

/**
 * With live viewing on, the stream link is required and starts with http. Runs even
 * when other fields failed, so an empty form shows every message at once.
 */
const liveViewingRule = (value: unknown, ctx: z.RefinementCtx) => {
  // It also runs on input that is not an object at all (and for the OpenAPI generator's probes).
  if (typeof value !== 'object' || value === null) return;
  const profile = value as { isLiveViewingEnabled?: unknown; liveStreamLink?: unknown };
  if (profile.isLiveViewingEnabled !== true) return;
  const link = typeof profile.liveStreamLink === 'string' ? profile.liveStreamLink.trim() : '';
  if (link === '') ctx.addIssue({ code: 'custom', path: ['liveStreamLink'], message: msg('providers:fieldRequired') });
  else if (!HTTP_URL_PATTERN.test(link)) ctx.addIssue({ code: 'custom', path: ['liveStreamLink'], message: msg('providers:validation.liveStreamLinkInvalid') });
};

/** What a provider saves (`PUT /api/providers/me`): the kind, the kind's fields and a location. */
export const sitterProfileInputSchema = z
  .object({ kind: z.literal('sitter'), ...sitterProfileShape, location: providerLocationSchema })
  .superRefine(liveViewingRule, { when: () => true });
export const veterinarianProfileInputSchema = z.object({
  kind: z.literal('veterinarian'),
  ...veterinarianProfileShape,
  location: providerLocationSchema,
});
export const petWalkerProfileInputSchema = z.object({
  kind: z.literal('pet_walker'),
  ...petWalkerProfileShape,
  location: providerLocationSchema,
});
export const trainerProfileInputSchema = z.object({
  kind: z.literal('trainer'),
  ...trainerProfileShape,
  location: providerLocationSchema,
});

/** The fields that hold a kind's price or fee in lira (the sitter's are per service). */
const PRICE_FIELDS: Readonly<Record<Exclude<ProviderRole, 'sitter'>, string>> = {
  veterinarian: 'sessionFee',
  pet_walker: 'hourlyRate',
  trainer: 'trainerSessionFee',
};

const asLira = (value: unknown): number | null => {
  const read = readNumber(value);
  return typeof read === 'number' && Number.isFinite(read) && read > 0 ? Math.round(read * 100) / 100 : null;
};

/**
 * The price fields of a profile (as typed or as saved) outside the role's bounds, both included,
 * each with the message naming the bounds (`priceBoundParams` fills it in). A value
 * that is not a price at all is the schema's to report, not this.
 */
export const providerPriceIssues = (kind: ProviderRole, profile: unknown, bounds: PriceBoundsLira): Record<string, MessageKey> => {
  if (typeof profile !== 'object' || profile === null) return {};
  const values = profile as Record<string, unknown>;
  const { min, max } = bounds[kind];
  const outside = (lira: number | null) => lira !== null && (lira < min || lira > max);
  const issues: Record<string, MessageKey> = {};
  if (kind === 'sitter') {
    const prices = values.servicePrices;
    if (typeof prices !== 'object' || prices === null || Array.isArray(prices)) return issues;
    for (const [service, price] of Object.entries(prices as Record<string, unknown>)) {
      if (outside(asLira(price))) issues[`servicePrices.${service}`] = PRICE_RANGE_MESSAGES.sitter;
    }
    return issues;
  }
  const field = PRICE_FIELDS[kind];
  if (outside(asLira(values[field]))) issues[field] = PRICE_RANGE_MESSAGES[kind];
  return issues;
};

/**
 * A kind's save schema with the role's bounds checked too: the form's, with the bounds the server
 * serves. Runs even when other fields failed, so every message shows at once.
 */
export const providerProfileInputSchemaFor = (kind: ProviderRole, bounds: PriceBoundsLira) =>
  PROVIDER_PROFILE_INPUT_SCHEMAS[kind].superRefine(
    (value, ctx) => {
      for (const [path, message] of Object.entries(providerPriceIssues(kind, value, bounds))) {
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    },
    { when: () => true },
  );

/** Each kind's save schema, for the form of that kind and for the server alike. */
export const PROVIDER_PROFILE_INPUT_SCHEMAS = {
  sitter: sitterProfileInputSchema,
  veterinarian: veterinarianProfileInputSchema,
  pet_walker: petWalkerProfileInputSchema,
  trainer: trainerProfileInputSchema,
} as const satisfies Record<ProviderRole, z.ZodType>;

export const providerProfileInputSchema = z.discriminatedUnion(
  'kind',
  [sitterProfileInputSchema, veterinarianProfileInputSchema, petWalkerProfileInputSchema, trainerProfileInputSchema],
  { error: msg('providers:validation.invalidKind') },
);
export type ProviderProfileInput = z.input<typeof providerProfileInputSchema>;
export type ProviderProfile = z.output<typeof providerProfileInputSchema>;
export type SitterProfile = z.output<typeof sitterProfileInputSchema>;
export type VeterinarianProfile = z.output<typeof veterinarianProfileInputSchema>;
export type PetWalkerProfile = z.output<typeof petWalkerProfileInputSchema>;
export type TrainerProfile = z.output<typeof trainerProfileInputSchema>;

/** The names of a kind's own fields (bio included; kind and location are not details). */
export const profileFieldNames = (kind: ProviderRole): string[] =>
  Object.keys(PROVIDER_PROFILE_INPUT_SCHEMAS[kind].shape).filter((name) => name !== 'kind');

// --- What the API answers ------------------------------------------------------------------------

export const PRICE_UNITS = ['day', 'session', 'hour'] as const;

/** The role summary box of the /profile page: the essentials of a provider's own profile. */
export const providerSummarySchema = z.object({
  kind: z.enum(PROVIDER_ROLES),
  /** False until the provider saved the setup form once. */
  isSetUp: z.boolean(),
  /** In lira, in the kind's unit; the sitter's lowest daily price. */
  priceLira: z.number().nullable(),
  priceUnit: z.enum(PRICE_UNITS),
  cityName: z.string().nullable(),
  district: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Share of the form's fields filled in, 0 to 100. */
  completeness: z.number().int().min(0).max(100),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

/** A provider's own profile as stored: `details` holds the kind's fields (see the shapes above). */
export const ownProviderProfileSchema = z.object({
  kind: z.enum(PROVIDER_ROLES),
  bio: z.string(),
  details: z.record(z.string(), z.unknown()),
  services: z.array(z.string()),
  priceLira: z.number().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  updatedAt: z.string(),
});
export type OwnProviderProfile = z.infer<typeof ownProviderProfileSchema>;

/** `GET`/`PUT /api/providers/me`: the caller's profile (null before the first save) and what it shows. */
export const myProviderProfileResponseSchema = z.object({
  kind: z.enum(PROVIDER_ROLES),
  profile: ownProviderProfileSchema.nullable(),
  location: locationSchema.nullable(),
  /** The gallery and document files the profile names, with their urls. */
  files: z.array(fileViewSchema),
  summary: providerSummarySchema,
});
export type MyProviderProfileResponse = z.infer<typeof myProviderProfileResponseSchema>;
