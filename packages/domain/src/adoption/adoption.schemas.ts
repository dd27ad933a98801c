import { z } from 'zod';

import { GALLERY_LIMIT } from '../files/files.ts';
import { msg } from '../i18n/translate.ts';
import { blankToNull, optionalText } from '../shared/fields.ts';
import { SPECIES } from '../shared/species.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/** The animals an adoption listing may be for: every species. */
export const ADOPTION_ANIMAL_TYPES = SPECIES;
export type AdoptionAnimalType = (typeof ADOPTION_ANIMAL_TYPES)[number];

/** An animal's gender on a listing: female or male, nothing else. */
export const ADOPTION_GENDERS = ['female', 'male'] as const;
export type AdoptionGender = (typeof ADOPTION_GENDERS)[number];

/** The unit the age is given in (`ageUnit`). */
export const ADOPTION_AGE_UNITS = ['years', 'months'] as const;
export type AdoptionAgeUnit = (typeof ADOPTION_AGE_UNITS)[number];

/**
 * A listing's status: `active` while it looks for a home, `adopted` once its owner says
 * so, `removed` when an admin takes it down.
 */
export const ADOPTION_STATUSES = ['active', 'adopted', 'removed'] as const;
export type AdoptionStatus = (typeof ADOPTION_STATUSES)[number];

/** Photos per listing: at least one, at most the gallery limit (5). */
export const ADOPTION_PHOTOS_MAX = GALLERY_LIMIT;
export const ADOPTION_BREED_MAX = 60;
export const ADOPTION_NOTES_MAX = 1000;
export const ADOPTION_ADDITIONAL_INFO_MAX = 2000;
export const ADOPTION_DISTRICT_MAX = 80;
/** Oldest age accepted, in months (50 years): above any pet's lifespan, so a typo is caught. */
export const ADOPTION_MAX_AGE_MONTHS = 600;
/** The age filter's upper bound, in years. */
export const ADOPTION_MAX_AGE_YEARS = ADOPTION_MAX_AGE_MONTHS / 12;
/** The city filter's longest text. */
export const ADOPTION_CITY_FILTER_MAX = 60;

/** Listings per page of the list and of "my listings", and the most a client may ask for. */
export const ADOPTION_PAGE_SIZE = 12;
export const ADOPTION_MY_PAGE_SIZE = 6;
export const ADOPTION_PAGE_SIZE_MAX = 48;

/** How long a "not yours / not found" message stays before going back to the list. */
export const ADOPTION_NOT_FOUND_REDIRECT_MS = 1500;

const fillRequired = msg('adoption:fillAllRequiredFields');

/** The age in months, the unit the server stores and filters on (years = months ÷ 12). */
export const ageInMonths = (age: number, unit: AdoptionAgeUnit): number =>
  unit === 'months' ? age : age * 12;

/**
 * What an owner enters for an adoption listing, used by the form and by `POST`/`PUT
 * /api/adoption/listings` alike: animal type, breed, gender, age and city are
 * required ('fill all required fields'), the age is greater than 0 (`ageCannotBeNegative`), and
 * there are 1 to 5 photos (`maxPhotosWarning` past 5). Free text is trimmed and a blank optional
 * field is null. The district, when given, must be one of the city's (checked by the server
 * against the city data).
 */
export const adoptionListingInputSchema = z
  .object({
    animalType: z.enum(ADOPTION_ANIMAL_TYPES, { error: fillRequired }),
    breed: z
      .string({ error: fillRequired })
      .trim()
      .min(1, { error: fillRequired })
      .max(ADOPTION_BREED_MAX, { error: msg('adoption:validation.breedTooLong') }),
    gender: z.enum(ADOPTION_GENDERS, { error: fillRequired }),
    age: z.preprocess(
      blankToNull,
      z
        .number({ error: fillRequired })
        .int({ error: msg('adoption:validation.ageWhole') })
        .gt(0, { error: msg('adoption:ageCannotBeNegative') }),
    ),
    ageUnit: z.enum(ADOPTION_AGE_UNITS, { error: msg('errors:invalidValue') }).default('years'),
    isVaccinated: z.boolean({ error: msg('errors:invalidValue') }).default(false),
    isNeutered: z.boolean({ error: msg('errors:invalidValue') }).default(false),
    healthNotes: optionalText(ADOPTION_NOTES_MAX, msg('adoption:validation.notesTooLong')),
    characterNotes: optionalText(ADOPTION_NOTES_MAX, msg('adoption:validation.notesTooLong')),
    /** `adoption_photo` uploads of the owner, in the order shown (the first is the cover). */
    photoIds: z
      .array(z.uuid({ error: msg('files:invalidAttachment') }), {
        error: msg('adoption:atLeastOnePhoto'),
      })
      .min(1, { error: msg('adoption:atLeastOnePhoto') })
      .max(ADOPTION_PHOTOS_MAX, { error: msg('adoption:maxPhotosWarning') })
      .refine((ids) => new Set(ids).size === ids.length, { error: msg('files:invalidAttachment') }),
    /** A city plate code, `01` to `81`, from the city data. */
    cityCode: z
      .string({ error: fillRequired })
      .regex(/^(0[1-9]|[1-7]\d|8[01])$/, { error: fillRequired }),
    district: optionalText(ADOPTION_DISTRICT_MAX, msg('locations:districtNotInCity')),
    additionalInfo: optionalText(
      ADOPTION_ADDITIONAL_INFO_MAX,
      msg('adoption:validation.additionalInfoTooLong'),
    ),
  })
  .refine((listing) => ageInMonths(listing.age, listing.ageUnit) <= ADOPTION_MAX_AGE_MONTHS, {
    path: ['age'],
    error: msg('adoption:validation.ageTooHigh'),
  });

export type AdoptionListingInput = z.input<typeof adoptionListingInputSchema>;
export type AdoptionListingData = z.output<typeof adoptionListingInputSchema>;

// --- Responses ---------------------------------------------------------------------------------

export const adoptionPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type AdoptionPhoto = z.infer<typeof adoptionPhotoSchema>;

/** A listing as the API shows it (list, detail and "my listings" alike). */
export const adoptionListingSchema = z.object({
  id: z.uuid(),
  ownerId: z.string(),
  /** The owner's display name. */
  ownerName: z.string(),
  animalType: z.enum(ADOPTION_ANIMAL_TYPES),
  breed: z.string(),
  gender: z.enum(ADOPTION_GENDERS),
  age: z.number().int(),
  ageUnit: z.enum(ADOPTION_AGE_UNITS),
  isVaccinated: z.boolean(),
  isNeutered: z.boolean(),
  healthNotes: z.string().nullable(),
  characterNotes: z.string().nullable(),
  photos: z.array(adoptionPhotoSchema),
  cityCode: z.string(),
  /** The city's name as the city data spells it ("İzmir"). */
  cityName: z.string(),
  district: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  status: z.enum(ADOPTION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdoptionListing = z.infer<typeof adoptionListingSchema>;

export const adoptionListingResponseSchema = z.object({ listing: adoptionListingSchema });
export type AdoptionListingResponse = z.infer<typeof adoptionListingResponseSchema>;

export const adoptionListingPageSchema = pageSchemaOf(adoptionListingSchema);
export type AdoptionListingPage = z.infer<typeof adoptionListingPageSchema>;

// --- Queries -----------------------------------------------------------------------------------

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const yesNo = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false'], { error: msg('errors:invalidValue') })
    .transform((value) => value === 'true')
    .optional(),
);

const ageBound = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: msg('adoption:validation.ageFilterInvalid') })
    .min(0, { error: msg('adoption:validation.ageFilterInvalid') })
    .max(ADOPTION_MAX_AGE_YEARS, { error: msg('adoption:validation.ageFilterInvalid') })
    .optional(),
);

const pageQuery = (pageSize: number) => pageQuerySchema({ pageSize, maxPageSize: ADOPTION_PAGE_SIZE_MAX });

/**
 * `GET /api/adoption/listings`, the adoption filters: animal type (equality), city (a
 * case-insensitive, Turkish-aware substring of the city's name: "izmir" finds "İzmir"),
 * vaccinated and neutered (yes or no), and a minimum and maximum age in years, months counting as
 * twelfths of a year. Blank parameters are no filter.
 */
export const adoptionListQuerySchema = z
  .object({
    animalType: z.preprocess(
      blankToUndefined,
      z.enum(ADOPTION_ANIMAL_TYPES, { error: msg('errors:invalidValue') }).optional(),
    ),
    city: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(ADOPTION_CITY_FILTER_MAX, { error: msg('adoption:validation.cityFilterTooLong') })
        .optional(),
    ),
    vaccinated: yesNo,
    neutered: yesNo,
    minAge: ageBound,
    maxAge: ageBound,
    ...pageQuery(ADOPTION_PAGE_SIZE).shape,
  })
  .refine(
    (query) =>
      query.minAge === undefined || query.maxAge === undefined || query.minAge <= query.maxAge,
    {
      path: ['maxAge'],
      error: msg('adoption:validation.ageRange'),
    },
  );
export type AdoptionListQuery = z.input<typeof adoptionListQuerySchema>;
export type AdoptionFilters = z.output<typeof adoptionListQuerySchema>;

/** `GET /api/adoption/listings/mine`: the owner's own listings, every status, newest first. */
export const myAdoptionListQuerySchema = pageQuery(ADOPTION_MY_PAGE_SIZE);
export type MyAdoptionListQuery = z.input<typeof myAdoptionListQuerySchema>;
