import { z } from 'zod';

import { formatChatId } from '../chat/chat-id.ts';
import { msg } from '../i18n/translate.ts';
import { PET_GENDERS, PET_SPECIES } from '../pets/pets.schemas.ts';
import { blankToNull, optionalFilter, optionalText, requiredText } from '../shared/fields.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/** Longest listing title, and longest text of each info block (health, pedigree, …). */
export const MATING_TITLE_MAX = 120;
export const MATING_TEXT_MAX = 2000;
/** Listings per page of the list and of "my listings", and the most a client may ask for. */
export const MATING_PAGE_SIZE = 12;
export const MATING_PAGE_SIZE_MAX = 50;
/** An unknown listing, or one the reader may not edit, goes back to the listings after this long. */
export const MATING_NOT_FOUND_REDIRECT_MS = 1500;
/** Longest city filter a client may send (a plate code or a city's name). */
export const MATING_CITY_FILTER_MAX = 40;

/** The info blocks of a listing, in the order the form and the detail show them. */
export const MATING_INFO_FIELDS = [
  'healthInfo',
  'pedigreeInfo',
  'temperament',
  'matingTerms',
  'desiredPartnerTraits',
] as const;
export type MatingInfoField = (typeof MATING_INFO_FIELDS)[number];

/** One message for a missing pet, a blank title and a blank city. */
const required = msg('mating:requiredFields');

const infoText = optionalText(MATING_TEXT_MAX, msg('mating:validation.textTooLong'));

/**
 * What the owner enters on an edit: title and city required, the info blocks
 * optional, a blank district omitted, active by default. The pet is not part of it: it cannot
 * change once the listing exists.
 * The city is a plate code (`01`–`81`) chosen from the city data, the district a district of it
 * (the server checks the pair).
 */
export const matingListingUpdateSchema = z.object({
  listingTitle: requiredText(MATING_TITLE_MAX, required, msg('mating:validation.titleTooLong')),
  healthInfo: infoText,
  pedigreeInfo: infoText,
  temperament: infoText,
  matingTerms: infoText,
  desiredPartnerTraits: infoText,
  city: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(/^(0[1-9]|[1-7]\d|8[01])$/, { error: msg('mating:validation.cityInvalid') }),
  /** Omitted when blank. */
  district: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '') || value === null ? undefined : value,
      z
        .string({ error: msg('errors:invalidValue') })
        .trim()
        .max(80, { error: msg('mating:validation.districtInvalid') })
        .optional(),
    )
    .optional(),
  isActive: z.boolean({ error: msg('errors:invalidValue') }).default(true),
});
export type MatingListingUpdateInput = z.input<typeof matingListingUpdateSchema>;
export type MatingListingUpdate = z.output<typeof matingListingUpdateSchema>;

/** A new listing: the edit's fields and the owner's pet it is about (required). */
export const matingListingInputSchema = matingListingUpdateSchema.extend({
  petId: z.preprocess(blankToNull, z.uuid({ error: required })),
});
export type MatingListingInput = z.input<typeof matingListingInputSchema>;
export type MatingListingData = z.output<typeof matingListingInputSchema>;

/** `PUT …/{listingId}/active`: the my-listings toggle. */
export const matingListingActiveSchema = z.object({
  isActive: z.boolean({ error: msg('errors:invalidValue') }),
});
export type MatingListingActiveInput = z.infer<typeof matingListingActiveSchema>;

const pageQuery = pageQuerySchema({ pageSize: MATING_PAGE_SIZE, maxPageSize: MATING_PAGE_SIZE_MAX, maxPage: 100_000 });

/**
 * `?species=&city=&page=&pageSize=` of the public list: active listings only, newest first. The
 * species is the pet's; the city a plate code or a city's name in any case (`izmir` finds İzmir).
 */
export const matingListQuerySchema = z.object({
  species: optionalFilter(z.enum(PET_SPECIES, { error: msg('errors:invalidValue') })),
  city: optionalFilter(
    z.string().trim().max(MATING_CITY_FILTER_MAX, { error: msg('errors:invalidValue') }),
  ),
  ...pageQuery.shape,
});
export type MatingListQuery = z.input<typeof matingListQuerySchema>;

/** `?page=&pageSize=` of the owner's own listings (active and inactive, newest first). */
export const myMatingListQuerySchema = pageQuery;
export type MyMatingListQuery = z.input<typeof myMatingListQuerySchema>;

// --- Responses ---------------------------------------------------------------------------------

/** A listing as the API shows it: its own fields and, read live, its pet's (the detail page). */
export const matingListingSchema = z.object({
  id: z.uuid(),
  ownerId: z.string(),
  /** The owner's name, for the message button and the card. */
  ownerName: z.string(),
  petId: z.uuid(),
  petName: z.string(),
  species: z.enum(PET_SPECIES),
  breed: z.string().nullable(),
  /** Whole years, from the pet's birthdate or given age; null when neither is known. */
  age: z.number().int().nullable(),
  gender: z.enum(PET_GENDERS),
  /** The pet's photo and thumbnail, or null (the web draws a placeholder). */
  photoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  listingTitle: z.string(),
  healthInfo: z.string().nullable(),
  pedigreeInfo: z.string().nullable(),
  temperament: z.string().nullable(),
  matingTerms: z.string().nullable(),
  desiredPartnerTraits: z.string().nullable(),
  cityCode: z.string(),
  cityName: z.string(),
  district: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type MatingListing = z.infer<typeof matingListingSchema>;

export const matingListingResponseSchema = z.object({ listing: matingListingSchema });
export type MatingListingResponse = z.infer<typeof matingListingResponseSchema>;

export const matingListResponseSchema = pageSchemaOf(matingListingSchema);
export type MatingList = z.infer<typeof matingListResponseSchema>;

/** The chat id of the conversation an asker has with a listing's owner (decision 012). */
export const matingChatIdOf = (listing: { id: string; ownerId: string }): string =>
  formatChatId({ kind: 'mating', contextId: listing.id, holderId: listing.ownerId });
