import { z } from 'zod';

import { msg } from '../i18n/translate.ts';
import { blankToNull, isBlank, optionalText } from '../shared/fields.ts';
import { isIsoDate } from '../shared/istanbul-time.ts';
import type { Species } from '../shared/species.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import { microchipSchema } from './microchip.ts';

/** The kinds of pet an owner can add: every species but rodents. */
export const PET_SPECIES = ['cat', 'dog', 'bird', 'other'] as const satisfies readonly Species[];
export type PetSpecies = (typeof PET_SPECIES)[number];

/** A pet's gender; `unknown` when the owner does not say. */
export const PET_GENDERS = ['male', 'female', 'unknown'] as const;
export type PetGender = (typeof PET_GENDERS)[number];

/** A stored species read back; anything unexpected shows as `other`. */
export const readPetSpecies = (value: unknown): PetSpecies =>
  (PET_SPECIES as readonly unknown[]).includes(value) ? (value as PetSpecies) : 'other';
/** A stored gender read back; anything unexpected shows as `unknown`. */
export const readPetGender = (value: unknown): PetGender =>
  (PET_GENDERS as readonly unknown[]).includes(value) ? (value as PetGender) : 'unknown';

/** True when a birthdate (`YYYY-MM-DD`) is after `today`, which the caller reads from its clock. */
export const isBirthdateAfter = (birthdate: unknown, today: string): boolean =>
  typeof birthdate === 'string' && isIsoDate(birthdate) && birthdate > today;

/** Oldest age accepted, in years: above any pet's lifespan, so a typo (e.g. 200) is caught. */
export const PET_MAX_AGE = 100;
export const PET_NAME_MAX = 60;
export const PET_BREED_MAX = 60;
export const PET_NOTES_MAX = 1000;

/** Pets per page of the owner's grid, and the most a client may ask for. */
export const PET_PAGE_SIZE = 12;
export const PET_PAGE_SIZE_MAX = 50;
/** Vaccination records per page. */
export const VACCINATION_PAGE_SIZE = 20;

/** How long the "not found or not yours" message stays before going back to the list. */
export const PET_NOT_FOUND_REDIRECT_MS = 1500;

const fillRequired = msg('pets:fillRequiredPetFields');

/**
 * A field of a value that may not even be an object: refinements below run whatever the other
 * fields gave (`when`), so they may see raw input, and tools probe schemas with null.
 */
const rawField = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/**
 * What an owner enters for a pet, used by the pet form and by `POST`/`PUT /api/pets` alike:
 * name, species and an age are required, the age coming either from a birthdate or
 * given in whole years, and never negative. Whether a birthdate is in the future depends on
 * today, so that rule is added by `petInputSchemaFor(today)`.
 */
export const petInputSchema = z
  .object({
    name: z
      .string({ error: fillRequired })
      .trim()
      .min(1, { error: fillRequired })
      .max(PET_NAME_MAX, { error: msg('pets:validation.nameTooLong') }),
    species: z.enum(PET_SPECIES, { error: fillRequired }),
    breed: optionalText(PET_BREED_MAX, msg('pets:validation.breedTooLong')),
    birthdate: z
      .preprocess(
        blankToNull,
        z
          .string()
          .refine(isIsoDate, { error: msg('pets:validation.birthdateInvalid') })
          .nullable(),
      )
      .optional()
      .default(null),
    /** Whole years, when no birthdate is known; ignored (stored as null) when a birthdate is given. */
    age: z
      .preprocess(
        blankToNull,
        z
          .number({ error: msg('pets:validation.ageWhole') })
          .int({ error: msg('pets:validation.ageWhole') })
          .min(0, { error: msg('pets:ageCannotBeNegative') })
          .max(PET_MAX_AGE, { error: msg('pets:validation.ageTooHigh') })
          .nullable(),
      )
      .optional()
      .default(null),
    gender: z.enum(PET_GENDERS, { error: msg('errors:invalidValue') }).default('unknown'),
    notes: optionalText(PET_NOTES_MAX, msg('pets:validation.notesTooLong')),
    /** The 15-digit microchip number, or null when not chipped (or not known). */
    microchip: microchipSchema,
    /** An uploaded `pet_photo` file of the owner, or null for none. */
    photoFileId: z
      .preprocess(blankToNull, z.uuid({ error: msg('errors:invalidValue') }).nullable())
      .optional()
      .default(null),
  })
  .refine(
    (pet: unknown) =>
      typeof pet !== 'object' ||
      pet === null ||
      !(isBlank(rawField(pet, 'birthdate')) && isBlank(rawField(pet, 'age'))),
    {
      path: ['age'],
      error: fillRequired,
      // Runs even when other fields failed (so an empty form marks name, species and age
      // together); the values may then be raw input, hence the blank check.
      when: () => true,
    },
  );

export type PetInput = z.input<typeof petInputSchema>;
export type PetData = z.output<typeof petInputSchema>;

/** The pet input with the rule that needs today's date: a birthdate may not be after it. */
export const petInputSchemaFor = (today: string) =>
  petInputSchema.refine((pet: unknown) => !isBirthdateAfter(rawField(pet, 'birthdate'), today), {
    path: ['birthdate'],
    error: msg('pets:validation.birthdateInFuture'),
    when: () => true,
  });

// --- Responses ---------------------------------------------------------------------------------

/** A pet as the API shows it to its owner. */
export const petSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  species: z.enum(PET_SPECIES),
  breed: z.string().nullable(),
  birthdate: z.string().nullable(),
  /** Whole years: derived from the birthdate when known, else the age given; null if neither. */
  age: z.number().int().nullable(),
  gender: z.enum(PET_GENDERS),
  notes: z.string().nullable(),
  microchip: z.string().nullable(),
  photoFileId: z.uuid().nullable(),
  /** The photo and its thumbnail, or null when the pet has none (the web draws a placeholder). */
  photoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pet = z.infer<typeof petSchema>;

export const petResponseSchema = z.object({ pet: petSchema });
export type PetResponse = z.infer<typeof petResponseSchema>;

const pageQuery = (pageSize: number) => pageQuerySchema({ pageSize, maxPageSize: PET_PAGE_SIZE_MAX, maxPage: 100_000 });

/** `?page=&pageSize=` of the owner's pet list (oldest first, as the spec's `created_at` order). */
export const petListQuerySchema = pageQuery(PET_PAGE_SIZE);
export type PetListQuery = z.input<typeof petListQuerySchema>;

/** `total` is all of the owner's pets, not only this page (the dashboard's pet count). */
export const petListResponseSchema = pageSchemaOf(petSchema);
export type PetList = z.infer<typeof petListResponseSchema>;

/** Who wrote a vaccination record: the vet who gave the dose, or the owner (a dose given elsewhere). */
export const VACCINATION_RECORDERS = ['veterinarian', 'owner'] as const;
export type VaccinationRecorder = (typeof VACCINATION_RECORDERS)[number];

/** A vaccination recorded for a pet, by its vet or its owner. */
export const vaccinationRecordSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  vaccineName: z.string(),
  vaccinationDate: z.string(),
  /** When the next dose is due, or null. */
  nextDueDate: z.string().nullable(),
  notes: z.string().nullable(),
  vetId: z.string().nullable(),
  /** The veterinarian's name, or null when their account is gone (or the owner recorded it). */
  vetName: z.string().nullable(),
  recordedBy: z.enum(VACCINATION_RECORDERS),
});
export type VaccinationRecord = z.infer<typeof vaccinationRecordSchema>;

/** `?page=&pageSize=` of a pet's vaccination records (newest date first). */
export const vaccinationListQuerySchema = pageQuery(VACCINATION_PAGE_SIZE);
export type VaccinationListQuery = z.input<typeof vaccinationListQuerySchema>;

export const vaccinationListResponseSchema = pageSchemaOf(vaccinationRecordSchema);
export type VaccinationList = z.infer<typeof vaccinationListResponseSchema>;
