import { z } from 'zod';

import { PROVIDER_ROLES } from '../access/roles.ts';
import type { ServiceKey } from '../catalog/catalog.ts';
import { msg } from '../i18n/translate.ts';
import { PRICE_UNITS } from '../providers/provider-profile.schemas.ts';
import {
  BOOKING_STATUSES,
  CANCELLATION_REASONS,
  type BookingEventType,
  type BookingStatus,
} from './booking-machine.ts';
import { BOOKING_CANCELLATION_POLICIES } from './cancellation-policy.ts';
import { addDays, isIsoDate } from '../shared/istanbul-time.ts';
import type { BookingTerms } from './booking-time.ts';
import {
  petWalkerBookingInputSchema,
  REVIEW_TYPES,
  sitterBookingInputSchema,
  trainerBookingInputSchema,
  veterinarianBookingInputSchema,
} from './bookings.schemas.ts';
import { boundedPageSchemaOf, pageQuerySchema } from '../shared/pagination.ts';

/**
 * The bookings API's shapes (`/api/bookings/*`): the route contracts validate and document with
 * these, and the web reads its answers with them. Money is whole kuruş, as the quote computes it;
 * instants are ISO strings, Istanbul dates `YYYY-MM-DD`.
 */

const missingInfo = msg('bookings:errorMissingInfo');
const providerId = z.uuid({ error: missingInfo });

// --- Create --------------------------------------------------------------------------------------

/**
 * The body of `POST /api/bookings` without the rules that need the clock, for the route contract
 * and the API reference. The server then parses it with `createBookingInputSchemaAt(now)`, which
 * adds the past-date rules and the sitter's end-not-before-start rule with their messages.
 */
export const createBookingInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('sitter'), providerId, ...sitterBookingInputSchema.shape }),
    z.object({
      kind: z.literal('veterinarian'),
      providerId,
      ...veterinarianBookingInputSchema.shape,
    }),
    z.object({ kind: z.literal('pet_walker'), providerId, ...petWalkerBookingInputSchema.shape }),
    z.object({ kind: z.literal('trainer'), providerId, ...trainerBookingInputSchema.shape }),
  ],
  { error: missingInfo },
);

// --- Quote ---------------------------------------------------------------------------------------

const queryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg('errors:invalidValue') })
    .optional();

/**
 * `GET /api/bookings/quote`: the provider and the terms the book screen has so far. Flat, as a
 * query string is; `quoteTermsSchema` reads the kind's fields from it.
 */
export const quoteBookingQuerySchema = z.object({
  providerId,
  kind: z.enum(PROVIDER_ROLES, { error: missingInfo }),
  /** The sitter's or the vet's service. */
  service: queryText(40),
  /** The sitter's first and last day. */
  startDate: queryText(20),
  endDate: queryText(20),
  /** The day and start time of the other kinds. */
  date: queryText(20),
  time: queryText(10),
  /** A walk's hours (non-numeric reads as 1). */
  hours: queryText(10),
});
export type QuoteBookingQuery = z.input<typeof quoteBookingQuerySchema>;

const sitterShape = sitterBookingInputSchema.shape;

/**
 * The terms a quote is computed for, by kind: the same fields and messages as the book screens
 * (no past-date rules: a quote is a preview; the booking itself checks them).
 */
export const quoteTermsSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('sitter'),
        service: sitterShape.service,
        startDate: sitterShape.startDate,
        endDate: sitterShape.endDate,
      })
      .refine((terms) => terms.endDate >= terms.startDate, {
        path: ['endDate'],
        error: msg('bookings:endDateAfterStartDate'),
      }),
    veterinarianBookingInputSchema
      .pick({ service: true, date: true, time: true })
      .extend({ kind: z.literal('veterinarian') }),
    petWalkerBookingInputSchema
      .pick({ date: true, time: true, hours: true })
      .extend({ kind: z.literal('pet_walker') }),
    trainerBookingInputSchema
      .pick({ date: true, time: true })
      .extend({ kind: z.literal('trainer') }),
  ],
  { error: missingInfo },
);
export type QuoteTerms = z.output<typeof quoteTermsSchema>;

/** The booking terms and the service of parsed quote terms (the walker's and trainer's one service). */
export const quoteRequestOf = (
  terms: QuoteTerms,
): { terms: BookingTerms; serviceType: ServiceKey } => {
  switch (terms.kind) {
    case 'sitter':
      return {
        terms: { kind: 'sitter', startDate: terms.startDate, endDate: terms.endDate },
        serviceType: terms.service,
      };
    case 'veterinarian':
      return {
        terms: { kind: 'veterinarian', date: terms.date, time: terms.time },
        serviceType: terms.service,
      };
    case 'pet_walker':
      return {
        terms: { kind: 'pet_walker', date: terms.date, time: terms.time, hours: terms.hours },
        serviceType: 'dog_walking',
      };
    case 'trainer':
      return {
        terms: { kind: 'trainer', date: terms.date, time: terms.time },
        serviceType: 'training_session',
      };
  }
};

const kurus = z.number().int().min(0);

/**
 * A booking's price breakdown in whole kuruş (`BookingQuote` without its span): base, the owner
 * commission added to it (total), the provider commission, and the net paid to the provider.
 */
export const bookingPriceSchema = z.object({
  unit: z.enum(PRICE_UNITS),
  quantity: z.number().int().min(1),
  unitPrice: kurus,
  base: kurus,
  ownerCommission: kurus,
  total: kurus,
  providerCommission: kurus,
  netPayable: kurus,
  ownerRate: z.number(),
  ownerRateSource: z.enum(['referral_bonus', 'settings', 'default']),
  providerRate: z.number(),
  providerRateSource: z.enum(['referral_bonus', 'override', 'role', 'default']),
});
export type BookingPrice = z.infer<typeof bookingPriceSchema>;

/** The server's quote: what the booking would cost if made now. */
export const quoteBookingResponseSchema = z.object({
  providerId: z.string(),
  kind: z.enum(PROVIDER_ROLES),
  serviceType: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  price: bookingPriceSchema,
});
export type QuoteBookingResponse = z.infer<typeof quoteBookingResponseSchema>;

// --- A booking as its owner or provider sees it -------------------------------------------------

/** The side of a booking the caller is on. */
export const BOOKING_VIEWER_ROLES = ['owner', 'provider'] as const;
export type BookingViewerRole = (typeof BOOKING_VIEWER_ROLES)[number];

const PERSON_ACTIONS = [
  'accept',
  'reject',
  'cancel',
  'provider_cancel',
  'complete',
] as const satisfies readonly BookingEventType[];

const bookingPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});

/** A review written after the booking was completed. */
export const bookingReviewSchema = z.object({
  id: z.string(),
  reviewerRole: z.enum(BOOKING_VIEWER_ROLES),
  reviewType: z.enum(REVIEW_TYPES),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type BookingReview = z.infer<typeof bookingReviewSchema>;

/** A walk as the walker runs it (`walk-session.ts`): recorded start and finish, and what may happen next. */
export const walkViewSchema = z.object({
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The recorded length in whole minutes, once finished. */
  minutes: z.number().int().nullable(),
  /** When the walker may start it: 30 minutes before the booked start, not before its day. */
  startOpensAt: z.string(),
  /** The walker's buttons now (always false for the owner). */
  canStart: z.boolean(),
  canFinish: z.boolean(),
});
export type WalkView = z.infer<typeof walkViewSchema>;

export const bookingViewSchema = z.object({
  id: z.string(),
  kind: z.enum(PROVIDER_ROLES),
  serviceType: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Which side the caller is on; the other side is the one to show (name, avatar). */
  viewerRole: z.enum(BOOKING_VIEWER_ROLES),
  owner: bookingPartySchema,
  provider: bookingPartySchema,
  /** Null once the owner deleted the pet. */
  pet: z.object({ id: z.string(), name: z.string() }).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** As requested, Istanbul time: the sitter's first and last day, or the day (twice) and start time. */
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  hours: z.number().int().nullable(),
  /** Past, today or upcoming on the Istanbul calendar. */
  timing: z.enum(['past', 'today', 'upcoming']),
  notes: z.string().nullable(),
  addressForWalker: z.string().nullable(),
  price: bookingPriceSchema,
  /** The policy the booking was requested under (kept whatever the provider picks later). */
  cancellationPolicy: z.enum(BOOKING_CANCELLATION_POLICIES),
  cancellation: z
    .object({
      by: z.enum(['owner', 'provider', 'system']),
      reason: z.enum(CANCELLATION_REASONS),
      note: z.string().nullable(),
    })
    .nullable(),
  /** While the request awaits an answer: when it expires. */
  expiresAt: z.string().nullable(),
  /** What the caller may do now (`availableBookingActions`): the buttons to show. */
  actions: z.array(z.enum(PERSON_ACTIONS)),
  /** True when the booking is completed and the caller has not reviewed it yet. */
  canReview: z.boolean(),
  reviews: z.array(bookingReviewSchema),
  /** The sitter's live camera, for the owner of a confirmed booking when the sitter enabled it. */
  liveStreamUrl: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** A walk's recorded start and finish (walker bookings only; null for the other kinds). */
  walk: walkViewSchema.nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingResponseSchema = z.object({ booking: bookingViewSchema });

/** A provider to book instead of one who cancelled: free at the booking's time, same kind. */
export const bookingAlternativeSchema = z.object({
  id: z.string(),
  kind: z.enum(PROVIDER_ROLES),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  cityName: z.string().nullable(),
  district: z.string().nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type BookingAlternative = z.infer<typeof bookingAlternativeSchema>;
export const bookingAlternativesResponseSchema = z.object({ items: z.array(bookingAlternativeSchema) });
export type BookingAlternativesResponse = z.infer<typeof bookingAlternativesResponseSchema>;
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** Bookings per page, and the most a client may ask for. */
export const BOOKING_PAGE_SIZE = 10;
export const BOOKING_PAGE_SIZE_MAX = 50;

const invalidValue = msg('errors:invalidValue');

const isBookingStatus = (word: string): word is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(word);

/**
 * A query's statuses: `status=pending,requested`, the parameter repeated, or both; each one of
 * `BOOKING_STATUSES`, duplicates dropped. A wrong one is one message on `status`.
 */
const statusListSchema = z.preprocess(
  (value: unknown): unknown => {
    const parts: unknown[] | null =
      typeof value === 'string' ? [value] : Array.isArray(value) ? (value as unknown[]) : null;
    if (!parts) return value;
    const words = parts.flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
    return [...new Set(words.map((word) => (typeof word === 'string' ? word.trim() : word)))];
  },
  z
    .array(z.string(), { error: invalidValue })
    .min(1, { error: invalidValue })
    .max(BOOKING_STATUSES.length, { error: invalidValue })
    .refine((words) => words.every(isBookingStatus), { error: invalidValue })
    .transform((words) => words.filter(isBookingStatus)),
);

const pageQuery = pageQuerySchema({ pageSize: BOOKING_PAGE_SIZE, maxPageSize: BOOKING_PAGE_SIZE_MAX, maxPage: 100_000 });

/**
 * The vet's appointment tabs: `upcoming` is what starts now or later and is neither
 * cancelled nor completed, soonest first, and also a confirmed appointment whose start has passed
 * (it waits to be completed, and would otherwise be on no tab); `past` is what started before now
 * and was completed, latest first. Without it the list is every booking, newest request first.
 */
export const BOOKING_LIST_TIMINGS = ['upcoming', 'past'] as const;
export type BookingListTiming = (typeof BOOKING_LIST_TIMINGS)[number];

/**
 * `GET /api/bookings`: one side's bookings (the caller's role by default), all statuses or the
 * ones named (`status=pending,requested`), newest first.
 */
export const bookingListQuerySchema = z.object({
  as: z.enum(BOOKING_VIEWER_ROLES).optional(),
  status: statusListSchema.optional(),
  /** The vet's and trainer's appointment tabs, `BOOKING_LIST_TIMINGS`. */
  when: z.enum(BOOKING_LIST_TIMINGS, { error: invalidValue }).optional(),
  ...pageQuery.shape,
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

/**
 * A page of bookings. A person's list counts up to `countLimitFor(offset)` (decision 010): past it
 * the total is a lower bound (`totalIsExact: false`) and the pages offered go one past it.
 */
export const bookingListResponseSchema = boundedPageSchemaOf(bookingViewSchema);
export type BookingList = z.infer<typeof bookingListResponseSchema>;

export const reviewResponseSchema = z.object({ review: bookingReviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

// --- Availability --------------------------------------------------------------------------------

/** The longest span of days read or saved at once (a year, for month and year calendars). */
export const AVAILABILITY_RANGE_MAX_DAYS = 366;

const rangeInvalid = msg('bookings:availability.rangeInvalid');
const isoDate = z.string({ error: rangeInvalid }).trim().refine(isIsoDate, { error: rangeInvalid });

/** True when `from`..`to` (both included) is a forward range of at most a year. */
const isAvailabilityRange = ({ from, to }: { from: string; to: string }) =>
  !isIsoDate(from) ||
  !isIsoDate(to) ||
  (from <= to && to < addDays(from, AVAILABILITY_RANGE_MAX_DAYS));

/**
 * `GET /api/bookings/availability`: the unavailable days from `from` to `to` (both included) of the
 * caller (a provider) or of `providerId` (the provider an owner is booking).
 */
export const availabilityQuerySchema = z
  .object({ from: isoDate, to: isoDate, providerId: z.uuid({ error: missingInfo }).optional() })
  .refine(isAvailabilityRange, { path: ['to'], error: rangeInvalid });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const availabilityResponseSchema = z.object({
  providerId: z.string(),
  from: z.string(),
  to: z.string(),
  /** Sorted, each a `YYYY-MM-DD` Istanbul date. */
  unavailableDays: z.array(z.string()),
  /**
   * The days of the range a confirmed booking takes, sorted: the provider's own calendar marks
   * them. Empty when someone else reads a provider's days (an owner sees only what is closed).
   */
  bookedDays: z.array(z.string()),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/**
 * `PUT /api/bookings/availability`: the provider's unavailable days from `from` to `to`, as the
 * calendar shows them; days of the range not listed become available again.
 */
export const updateAvailabilityInputSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    unavailableDays: z.array(isoDate).max(AVAILABILITY_RANGE_MAX_DAYS, { error: rangeInvalid }),
  })
  .refine(isAvailabilityRange, { path: ['to'], error: rangeInvalid })
  .refine(
    ({ from, to, unavailableDays }) =>
      unavailableDays.every((day) => !isIsoDate(day) || (day >= from && day <= to)),
    { path: ['unavailableDays'], error: msg('bookings:availability.dayOutsideRange') },
  );
export type UpdateAvailabilityInput = z.input<typeof updateAvailabilityInputSchema>;

// --- A walker's day, history and earnings --------------------------------------------------------

/** `GET /api/bookings/walks/today`: the walker's confirmed walks starting today in Istanbul, by start. */
export const todayWalksResponseSchema = z.object({
  /** Today's Istanbul date. */
  date: z.string(),
  /** At most a day of walks: confirmed walks never overlap, and each lasts an hour or more. */
  items: z.array(bookingViewSchema),
});
export type TodayWalks = z.infer<typeof todayWalksResponseSchema>;

/** A page query of the walker's history and a provider's earnings. */
export const bookingPageQuerySchema = pageQuery;
export type BookingPageQuery = z.input<typeof bookingPageQuerySchema>;

/** Sums over bookings, whole kuruş. */
const earningsSumSchema = z.object({
  count: z.number().int(),
  base: kurus,
  providerCommission: kurus,
  netPayable: kurus,
});
export type EarningsSum = z.infer<typeof earningsSumSchema>;

/**
 * `GET /api/bookings/earnings`: a page of the provider's completed bookings, latest start first,
 * with the sums over all of them and over those of this Istanbul week (Monday to Sunday).
 */
export const earningsResponseSchema = bookingListResponseSchema.extend({
  totals: earningsSumSchema,
  week: earningsSumSchema.extend({ from: z.string(), to: z.string() }),
});
export type Earnings = z.infer<typeof earningsResponseSchema>;
