import { z } from 'zod';

import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * How a provider answers requests, measured from their real requests: over the last 90 days, the
 * share answered (accepted or rejected) within 24 hours of being sent, the median time to answer,
 * and how many confirmed bookings the provider cancelled. Shown to owners once there are at least
 * three requests to measure.
 *
 * A request counts once its answer is in or its 24 hours are over; one the owner withdrew before
 * an answer, within those 24 hours, does not count (there was nothing to answer). A request that
 * lapsed unanswered counts as not answered in time.
 */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_ON_TIME_HOURS = 24;
export const RESPONSE_MIN_REQUESTS = 3;

export const providerResponsivenessSchema = z.object({
  /** The requests measured. */
  requests: z.number().int(),
  /** The share answered within 24 hours, 0–100, whole. */
  responseRate: z.number().int().min(0).max(100),
  /** The median time to answer the answered ones, whole minutes; null when none was answered. */
  medianResponseMinutes: z.number().int().nullable(),
  /** Confirmed bookings the provider cancelled in the same 90 days. */
  providerCancellations: z.number().int(),
});
export type ProviderResponsiveness = z.infer<typeof providerResponsivenessSchema>;

/** The stored figures of a provider, as the database keeps them. */
export type ResponsivenessCounts = {
  readonly requests: number;
  readonly onTime: number;
  readonly medianMinutes: number | null;
  readonly providerCancellations: number;
};

/** What owners are shown: nothing under three requests, else the rate, the median and the cancellations. */
export const responsivenessOf = (counts: ResponsivenessCounts): ProviderResponsiveness | null => {
  if (counts.requests < RESPONSE_MIN_REQUESTS) return null;
  return {
    requests: counts.requests,
    responseRate: Math.round((100 * counts.onTime) / counts.requests),
    medianResponseMinutes: counts.medianMinutes === null ? null : Math.round(counts.medianMinutes),
    providerCancellations: counts.providerCancellations,
  };
};

/**
 * "Genellikle 2 saat içinde yanıt verir": the median time to answer, rounded up to the hour
 * (within the hour reads "1 saat"); over a day, "within a few days". Null without a median. The
 * key is chosen by the number (`hours` is not i18next's plural `count`).
 */
export const responseTimeMessage = (
  medianMinutes: number | null,
): { key: MessageKey; hours?: number } | null => {
  if (medianMinutes === null) return null;
  if (medianMinutes > RESPONSE_ON_TIME_HOURS * 60) return { key: msg('discovery:responsiveness.withinDays') };
  const hours = Math.max(1, Math.ceil(medianMinutes / 60));
  return {
    key: hours === 1 ? msg('discovery:responsiveness.withinHours_one') : msg('discovery:responsiveness.withinHours_other'),
    hours,
  };
};
