import { z } from 'zod';

import { GALLERY_LIMIT } from '../files/files.ts';
import { microchipSchema } from '../pets/microchip.ts';
import { msg } from '../i18n/translate.ts';
import { cityCodeSchema, districtSchema } from '../locations/locations.ts';
import { PET_SPECIES } from '../pets/pets.schemas.ts';
import { blankToNull, optionalText } from '../shared/fields.ts';
import { isIsoDate, WALL_CLOCK_TIME_PATTERN } from '../shared/istanbul-time.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/** Lost or found; a new report is `lost` unless it says otherwise. */
export const REPORT_TYPES = ['lost', 'found'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The animals a report may be about: the species of a pet. */
export const REPORT_ANIMAL_TYPES = PET_SPECIES;
export type ReportAnimalType = (typeof REPORT_ANIMAL_TYPES)[number];

export const REPORT_GENDERS = ['male', 'female', 'unknown'] as const;
export type ReportGender = (typeof REPORT_GENDERS)[number];

export const REPORT_SIZES = ['small', 'medium', 'large', 'unknown'] as const;
export type ReportSize = (typeof REPORT_SIZES)[number];

/**
 * The colours a report picks from (a list): a fixed set, so two reports'
 * colours compare exactly for the match score (+5 per shared colour).
 */
export const REPORT_COLORS = [
  'black',
  'white',
  'gray',
  'brown',
  'cream',
  'orange',
  'golden',
  'tabby',
  'spotted',
] as const;
export type ReportColor = (typeof REPORT_COLORS)[number];

/** Active until its reporter marks it reunited or closed. */
export const REPORT_STATUSES = ['active', 'reunited', 'closed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Photos per report: at least one, at most the gallery limit (5). */
export const REPORT_PHOTOS_MIN = 1;
export const REPORT_PHOTOS_MAX = GALLERY_LIMIT;

export const REPORT_PET_NAME_MAX = 60;
export const REPORT_BREED_MAX = 60;
export const REPORT_LOCATION_MAX = 200;
export const REPORT_FEATURES_MAX = 1000;
export const REPORT_INFO_MAX = 2000;
export const REPORT_CONTACT_MAX = 200;

/** Reports per page of the list, and the most a client may ask for. */
export const REPORT_PAGE_SIZE = 12;
export const REPORT_PAGE_SIZE_MAX = 50;
/** The longest free-text filter accepted. */
export const REPORT_SEARCH_MAX = 100;

/** How long "Rapor bulunamadı." stays before the list opens. */
export const REPORT_NOT_FOUND_REDIRECT_MS = 1500;

const fillRequired = msg('lostfound:validation.fillRequired');

/** A stored value read back; anything unexpected falls to a safe member. */
const reader =
  <T extends string>(values: readonly T[], fallback: T) =>
  (value: unknown): T =>
    (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
export const readReportType = reader(REPORT_TYPES, 'lost');
export const readReportAnimalType = reader(REPORT_ANIMAL_TYPES, 'other');
export const readReportGender = reader(REPORT_GENDERS, 'unknown');
export const readReportSize = reader(REPORT_SIZES, 'unknown');
export const readReportStatus = reader(REPORT_STATUSES, 'closed');
export const readReportColors = (value: unknown): ReportColor[] =>
  Array.isArray(value)
    ? value.filter((item): item is ReportColor =>
        (REPORT_COLORS as readonly unknown[]).includes(item),
      )
    : [];

/**
 * What a reporter enters, for the form and `POST`/`PUT /api/lostfound`: report
 * type, animal type, last-seen location and date are required (with the city and district, which
 * the district alert needs), 1–5 photos, free text trimmed. Whether the date is in the future
 * depends on today, so that rule is added by `reportInputSchemaFor(today)`. The status is not
 * here: a report starts active and edits keep its status.
 */
export const reportInputSchema = z.object({
  reportType: z.enum(REPORT_TYPES, { error: fillRequired }).default('lost'),
  petName: optionalText(REPORT_PET_NAME_MAX, msg('lostfound:validation.petNameTooLong')),
  animalType: z.enum(REPORT_ANIMAL_TYPES, { error: fillRequired }),
  breed: optionalText(REPORT_BREED_MAX, msg('lostfound:validation.breedTooLong')),
  gender: z.enum(REPORT_GENDERS, { error: msg('errors:invalidValue') }).default('unknown'),
  colors: z
    .array(z.enum(REPORT_COLORS, { error: msg('errors:invalidValue') }), {
      error: msg('errors:invalidValue'),
    })
    .max(REPORT_COLORS.length, { error: msg('errors:invalidValue') })
    .transform((colors) => [...new Set(colors)])
    .default([]),
  size: z.enum(REPORT_SIZES, { error: msg('errors:invalidValue') }).default('unknown'),
  distinguishingFeatures: optionalText(
    REPORT_FEATURES_MAX,
    msg('lostfound:validation.featuresTooLong'),
  ),
  lastSeenLocation: z
    .string({ error: fillRequired })
    .trim()
    .min(1, { error: fillRequired })
    .max(REPORT_LOCATION_MAX, { error: msg('lostfound:validation.locationTooLong') }),
  cityCode: cityCodeSchema,
  district: districtSchema,
  lastSeenDate: z
    .string({ error: fillRequired })
    .min(1, { error: fillRequired, abort: true })
    .refine(isIsoDate, { error: msg('lostfound:validation.dateInvalid') }),
  lastSeenTime: z
    .preprocess(
      blankToNull,
      z
        .string({ error: msg('lostfound:validation.timeInvalid') })
        .regex(WALL_CLOCK_TIME_PATTERN, { error: msg('lostfound:validation.timeInvalid') })
        .nullable(),
    )
    .optional()
    .default(null),
  /** Uploaded `lostfound_photo` files of the reporter, in the order shown. */
  photoIds: z
    .array(z.uuid({ error: msg('files:invalidAttachment') }), {
      error: msg('lostfound:validation.photoRequired'),
    })
    .min(REPORT_PHOTOS_MIN, { error: msg('lostfound:validation.photoRequired') })
    .max(REPORT_PHOTOS_MAX, { error: msg('lostfound:maxPhotosLostFoundWarning') })
    .refine((ids) => new Set(ids).size === ids.length, { error: msg('files:invalidAttachment') }),
  additionalInfo: optionalText(REPORT_INFO_MAX, msg('lostfound:validation.infoTooLong')),
  /** Optional: how to reach the reporter besides the in-app chat. */
  contactInfo: optionalText(REPORT_CONTACT_MAX, msg('lostfound:validation.contactTooLong')),
  /**
   * The pet's microchip number (a found pet's as a vet or shelter read it; a lost pet's from its
   * card): a found one matching a registered pet tells that pet's owner at once.
   */
  microchip: microchipSchema,
});

export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportData = z.output<typeof reportInputSchema>;

/** True when a last-seen date (`YYYY-MM-DD`) is after `today` (the Istanbul day). */
export const isReportDateAfter = (date: unknown, today: string): boolean =>
  typeof date === 'string' && isIsoDate(date) && date > today;

/** The input with the rule that needs today's date: the last-seen date may not be after it. */
export const reportInputSchemaFor = (today: string) =>
  reportInputSchema.refine(
    (report: unknown) =>
      !isReportDateAfter(
        typeof report === 'object' && report !== null
          ? (report as Record<string, unknown>).lastSeenDate
          : undefined,
        today,
      ),
    {
      path: ['lastSeenDate'],
      error: msg('lostfound:validation.dateInFuture'),
      // Runs even when other fields failed, so an empty form marks the date with the rest; the
      // value may then be raw input, hence the checks.
      when: () => true,
    },
  );

/** `PATCH /api/lostfound/{reportId}/status`: the reporter marks an active report reunited or closed. */
export const reportStatusInputSchema = z.object({
  status: z.enum(['reunited', 'closed'], { error: msg('lostfound:validation.statusInvalid') }),
});
export type ReportStatusInput = z.infer<typeof reportStatusInputSchema>;

// --- Responses ---------------------------------------------------------------------------------

export const reportPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type ReportPhoto = z.infer<typeof reportPhotoSchema>;

/** A report as every signed-in user sees it on its detail page. */
export const reportSchema = z.object({
  id: z.uuid(),
  reportType: z.enum(REPORT_TYPES),
  reporterUserId: z.string(),
  reporterName: z.string(),
  petName: z.string().nullable(),
  animalType: z.enum(REPORT_ANIMAL_TYPES),
  breed: z.string().nullable(),
  gender: z.enum(REPORT_GENDERS),
  colors: z.array(z.enum(REPORT_COLORS)),
  size: z.enum(REPORT_SIZES),
  distinguishingFeatures: z.string().nullable(),
  lastSeenLocation: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  district: z.string(),
  lastSeenDate: z.string(),
  lastSeenTime: z.string().nullable(),
  photos: z.array(reportPhotoSchema),
  additionalInfo: z.string().nullable(),
  contactInfo: z.string().nullable(),
  /** Its reporter's only: null for everyone else. */
  microchip: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** A report in the list: what a card shows. */
export const reportSummarySchema = reportSchema
  .pick({
    id: true,
    reportType: true,
    petName: true,
    animalType: true,
    breed: true,
    lastSeenLocation: true,
    cityName: true,
    district: true,
    lastSeenDate: true,
    status: true,
    createdAt: true,
  })
  .extend({ photo: reportPhotoSchema.nullable() });
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** A similar report of the opposite type and its score, 0–100: a match suggestion. */
export const similarReportSchema = z.object({
  report: reportSummarySchema,
  score: z.number().int(),
});
export type SimilarReport = z.infer<typeof similarReportSchema>;

/** The detail: the report and its similar active reports, best first (at most 5). */
export const reportDetailSchema = z.object({
  report: reportSchema,
  similar: z.array(similarReportSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportResponseSchema = z.object({ report: reportSchema });
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** `all` in a filter: no filter. */
const filterOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .preprocess(blankToNull, z.enum(values, { error: msg('errors:invalidValue') }).nullable())
    .optional()
    .default(null);

/**
 * `GET /api/lostfound?…`, the list: report type, animal type, free text over location, pet
 * name and breed (Turkish-folded), and the status (active only by default); newest first.
 */
export const reportListQuerySchema = z.object({
  type: filterOf(REPORT_TYPES),
  animal: filterOf(REPORT_ANIMAL_TYPES),
  status: z.enum(REPORT_STATUSES, { error: msg('errors:invalidValue') }).default('active'),
  q: optionalText(REPORT_SEARCH_MAX, msg('lostfound:validation.searchTooLong')),
  ...pageQuerySchema({ pageSize: REPORT_PAGE_SIZE, maxPageSize: REPORT_PAGE_SIZE_MAX }).shape,
});
export type ReportListQuery = z.input<typeof reportListQuerySchema>;

export const reportListResponseSchema = pageSchemaOf(reportSummarySchema);
export type ReportList = z.infer<typeof reportListResponseSchema>;

/** The district alert: told when a lost report is created in one's own district. */
export const alertSubscriptionSchema = z.object({
  enabled: z.boolean(),
  /** Whether the account has a city and district the alert can compare (the settings say so). */
  hasLocation: z.boolean(),
});
export type AlertSubscription = z.infer<typeof alertSubscriptionSchema>;

export const alertSubscriptionInputSchema = z.object({
  enabled: z.boolean({ error: msg('errors:invalidValue') }),
});
export type AlertSubscriptionInput = z.infer<typeof alertSubscriptionInputSchema>;
