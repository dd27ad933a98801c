import { z } from 'zod';

import { PROVIDER_ROLES, ROLES } from '../access/roles.ts';
import { BOOKING_STATUSES } from '../bookings/booking-machine.ts';
import { msg } from '../i18n/translate.ts';
import type { PaymentStatus } from '../payments/payment-machine.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';
import { isReportDate, periodProblem, REPORT_BUCKETS, type PeriodProblem } from './report-period.ts';

/**
 * The back office's figures: the report of a period
 * (`GET /api/admin/reports?from&to`). Amounts are whole kuruş (`…Kurus`), as every other API of
 * ours speaks them; the web shows them in lira.
 */

/**
 * Booking statuses whose value counts as booked business: accepted (`confirmed`) or done
 * (`completed`). Requests still awaiting an answer, cancelled ones and `payment_pending` (a stored
 * status nothing writes today) are counted by status but carry no value.
 */
export const VALUE_BOOKING_STATUSES = ['confirmed', 'completed'] as const satisfies readonly (typeof BOOKING_STATUSES)[number][];

/**
 * The payment statuses (db/schema/payments.ts) whose platform commission is earned: the owner's
 * transfer was confirmed by an admin, and the provider may have been paid since. A payment whose
 * booking was cancelled after confirmation (`refund_due`, then `refunded`) earns what its
 * settlement kept (`commission_kurus` then holds the kept part: nothing after a full refund). So
 * revenue = the commission of confirmed and paid-out payments, and of refunds that kept some.
 */
export const COMMISSION_EARNING_PAYMENT_STATUSES = ['confirmed', 'paid_out'] as const satisfies readonly PaymentStatus[];
/** The statuses of a payment settled by a cancellation: it earns what it kept, when anything. */
export const KEPT_COMMISSION_PAYMENT_STATUSES = ['refund_due', 'refunded'] as const satisfies readonly PaymentStatus[];
/**
 * A confirmed payment waits for its payout once its booking is completed; so does the kept part
 * of a cancelled one (`payout_kurus` > 0), confirmed or with its refund made.
 */
export const PAYOUT_DUE_PAYMENT_STATUS = 'confirmed' satisfies PaymentStatus;
/** After an unknown provider's performance message, its list opens after this long. */
export const PERFORMANCE_NOT_FOUND_REDIRECT_MS = 1500;
/** A refund that fell due and is not made yet. */
export const REFUND_DUE_PAYMENT_STATUS = 'refund_due' satisfies PaymentStatus;

const PERIOD_MESSAGES = {
  dateInvalid: msg('reports:validation.dateInvalid'),
  fromAfterTo: msg('reports:validation.fromAfterTo'),
  periodTooLong: msg('reports:validation.periodTooLong'),
} as const satisfies Record<PeriodProblem, string>;

/** The field a period problem is shown on: the end for an end before the start, else the start. */
const PERIOD_PATHS: Readonly<Record<PeriodProblem, 'from' | 'to'>> = {
  dateInvalid: 'from',
  fromAfterTo: 'to',
  periodTooLong: 'from',
};

const isoDate = z.string({ error: PERIOD_MESSAGES.dateInvalid }).max(10, { error: PERIOD_MESSAGES.dateInvalid });

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD[&bucket=day|week]`: two Istanbul dates, both included; the start
 * not after the end; at most `REPORT_PERIOD_MAX_DAYS` days. A refusal names its field.
 */
export const reportPeriodQuerySchema = z
  .object({
    from: isoDate,
    to: isoDate,
    bucket: z.enum(REPORT_BUCKETS, { error: msg('errors:invalidValue') }).optional(),
  })
  .superRefine((period, context) => {
    const problem = periodProblem(period);
    if (problem === 'dateInvalid') {
      // Each bad date is marked on its own field.
      for (const key of ['from', 'to'] as const) {
        if (!isReportDate(period[key])) context.addIssue({ code: 'custom', path: [key], message: PERIOD_MESSAGES.dateInvalid });
      }
      return;
    }
    if (problem) context.addIssue({ code: 'custom', path: [PERIOD_PATHS[problem]], message: PERIOD_MESSAGES[problem] });
  });
export type ReportPeriodQuery = z.input<typeof reportPeriodQuerySchema>;

const count = z.number().int().min(0);
const kurus = z.number().int();

/** A sum of money and how many rows it adds up. */
export const moneyCountSchema = z.object({ count, amountKurus: kurus });
export type MoneyCount = z.infer<typeof moneyCountSchema>;

/** The price columns of a set of bookings, summed (each booking's stored quote: nothing recomputed). */
export const bookingValueSchema = z.object({
  count,
  /** What owners pay: base + owner commission (`total_kurus`). */
  grossKurus: kurus,
  baseKurus: kurus,
  ownerCommissionKurus: kurus,
  providerCommissionKurus: kurus,
  /** Owner and provider commission together: the platform's share. */
  commissionKurus: kurus,
  /** What providers are paid: base − provider commission. */
  netPayableKurus: kurus,
});
export type BookingValue = z.infer<typeof bookingValueSchema>;

export const reportSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), bucket: z.enum(REPORT_BUCKETS) }),
  /** Bookings made in the period (their `created_at`), whatever became of them since. */
  bookings: z.object({
    total: count,
    byStatus: z.array(z.object({ status: z.enum(BOOKING_STATUSES), count })),
    /** Every kind, with the count of all its bookings and the value of its confirmed and completed ones. */
    byKind: z.array(z.object({ kind: z.enum(PROVIDER_ROLES), count, value: bookingValueSchema })),
  }),
  /** The value of the period's confirmed and completed bookings (`VALUE_BOOKING_STATUSES`). */
  value: bookingValueSchema,
  /** Money that moved in the period, from the payments' own dates (db/schema/payments.ts). */
  payments: z.object({
    /** Owners' transfers an admin confirmed in the period (`confirmed_at`), whatever happened after. */
    received: moneyCountSchema,
    /**
     * The platform commission (owner + provider) of the payments confirmed in the period that are
     * still earned (`COMMISSION_EARNING_PAYMENT_STATUSES`), and how many: `commission.both.paid`.
     */
    commissionPaid: moneyCountSchema,
    /** Confirmed payments whose booking was completed in the period and whose provider is not paid yet (net amount). */
    payoutsDue: moneyCountSchema,
    /** Payouts made in the period (`paid_out_at`, net amount). */
    payoutsPaid: moneyCountSchema,
    /** Refunds that fell due in the period (`refund_due_at`) and are not made yet (owner's amount). */
    refundsDue: moneyCountSchema,
    /** Refunds made in the period (`refunded_at`). */
    refundsMade: moneyCountSchema,
  }),
  /** Accounts created in the period, by their role now. */
  newUsers: z.object({ total: count, byRole: z.array(z.object({ role: z.enum(ROLES), count })) }),
  /** Bookings made per bucket (day or week, named by its first day), with their gross value. */
  timeline: z.array(z.object({ start: z.string(), bookings: count, grossKurus: kurus })),
});
export type Report = z.infer<typeof reportSchema>;

// --- Provider performance ---------------------------------------------------------------------

/** The kinds of the performance pages (every provider role may be asked for). */
export const PERFORMANCE_KINDS = PROVIDER_ROLES;

/** The columns a performance list sorts by on the server. */
export const PERFORMANCE_SORTS = [
  'name',
  'completed',
  'acceptanceRate',
  'cancellationRate',
  'rating',
  'responseTime',
  'earnings',
] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

/** Providers per page of a performance list, and the most a client may ask for. */
export const PERFORMANCE_PAGE_SIZE = 20;
export const PERFORMANCE_PAGE_SIZE_MAX = 100;
export const PERFORMANCE_SEARCH_MAX = 100;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** `GET /api/admin/performance?kind&sort&dir&q&page&pageSize`. */
export const performanceListQuerySchema = z.object({
  kind: z.enum(PERFORMANCE_KINDS, { error: msg('errors:invalidValue') }),
  sort: z.enum(PERFORMANCE_SORTS, { error: msg('errors:invalidValue') }).default('completed'),
  dir: z.enum(['asc', 'desc'], { error: msg('errors:invalidValue') }).default('desc'),
  q: z
    .preprocess(
      blankToUndefined,
      z.string({ error: msg('errors:invalidValue') }).max(PERFORMANCE_SEARCH_MAX, { error: msg('reports:validation.searchTooLong') }).optional(),
    )
    .optional(),
  ...pageQuerySchema({ pageSize: PERFORMANCE_PAGE_SIZE, maxPageSize: PERFORMANCE_PAGE_SIZE_MAX }).shape,
});
export type PerformanceListQuery = z.input<typeof performanceListQuerySchema>;

const rate = z.number().min(0).max(1).nullable();

/**
 * One provider's figures, over all their bookings:
 * - `completed`: bookings completed;
 * - `acceptanceRate`: accepted ÷ answered requests (answered = accepted or rejected by the provider;
 *   an expired request was never answered); null before the first answer;
 * - `cancellationRate`: cancelled bookings (rejected, cancelled by the owner or expired) ÷ all
 *   bookings; null without bookings;
 * - `ratingAverage`/`ratingCount`: the provider's reviews (the profile's average);
 * - `medianResponseMinutes`: the median of answered − requested over answered requests; null before the first;
 * - `earningsKurus`: the net payable of completed bookings (base − provider commission).
 */
export const providerPerformanceSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  kind: z.enum(PROVIDER_ROLES),
  bookings: count,
  completed: count,
  answered: count,
  accepted: count,
  cancelled: count,
  acceptanceRate: rate,
  cancellationRate: rate,
  ratingAverage: z.number().nullable(),
  ratingCount: count,
  medianResponseMinutes: z.number().nullable(),
  earningsKurus: kurus,
});
export type ProviderPerformance = z.infer<typeof providerPerformanceSchema>;

export const performanceListSchema = pageSchemaOf(providerPerformanceSchema);
export type PerformanceList = z.infer<typeof performanceListSchema>;

/** How many months the detail's chart covers, this one included, and how many recent bookings it lists. */
export const PERFORMANCE_DETAIL_MONTHS = 12;
export const PERFORMANCE_DETAIL_RECENT = 10;
export const PERFORMANCE_DETAIL_REVIEWS = 5;

/** `GET /api/admin/performance/{id}`: one provider's figures, months, recent bookings and reviews. */
export const providerPerformanceDetailSchema = z.object({
  provider: providerPerformanceSchema.extend({ email: z.string(), joinedAt: z.string() }),
  /** The last `PERFORMANCE_DETAIL_MONTHS` Istanbul months (`YYYY-MM`), oldest first: completed bookings by start and their net. */
  months: z.array(z.object({ month: z.string(), completed: count, earningsKurus: kurus })),
  recentBookings: z.array(
    z.object({
      id: z.string(),
      ownerName: z.string(),
      status: z.enum(BOOKING_STATUSES),
      startsAt: z.string(),
      createdAt: z.string(),
      totalKurus: kurus,
      netPayableKurus: kurus,
    }),
  ),
  reviews: z.object({
    average: z.number().nullable(),
    count,
    /** How many reviews gave each star, 1 to 5 in order. */
    distribution: z.array(z.object({ rating: z.number().int().min(1).max(5), count })),
    latest: z.array(
      z.object({ id: z.string(), rating: z.number().int(), comment: z.string().nullable(), reviewerName: z.string(), createdAt: z.string() }),
    ),
  }),
});
export type ProviderPerformanceDetail = z.infer<typeof providerPerformanceDetailSchema>;

/** A share (0–1) of two counts, or null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
