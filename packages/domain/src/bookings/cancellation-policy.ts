import type { ProviderRole } from '../access/roles.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * Cancellation policies and what a cancellation costs. A sitter, walker or trainer picks one of
 * three policies; a vet appointment always follows the vets' rule. A booking keeps the policy it
 * was requested under (the one the owner read before sending), whatever the provider picks later.
 *
 * - Esnek (`flexible`): full refund until 24 h before the start; 50 % after that.
 * - Orta (`moderate`): full refund until 72 h before the start; 50 % after that.
 * - Katı (`strict`): full refund until 7 days before the start; 50 % until 48 h before; none after.
 * - Vet appointments (`vet`): full refund until 2 h before the start; none after.
 *
 * "Until N hours before" includes the moment itself: cancelling exactly 24 h before a flexible
 * booking's start is still a full refund. Nothing is owed before the owner has paid, and a
 * provider's own cancellation always refunds in full.
 */

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
/** What a booking is cancelled under: a provider's choice, or the vets' rule. */
export const BOOKING_CANCELLATION_POLICIES = [...CANCELLATION_POLICIES, 'vet'] as const;
export type BookingCancellationPolicy = (typeof BOOKING_CANCELLATION_POLICIES)[number];

/** A provider who has not chosen yet is on the middle policy. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'moderate';

export const isCancellationPolicy = (value: unknown): value is CancellationPolicy =>
  typeof value === 'string' && (CANCELLATION_POLICIES as readonly string[]).includes(value);

/** A stored policy read back; anything unknown reads as the default. */
export const readCancellationPolicy = (value: unknown): CancellationPolicy =>
  isCancellationPolicy(value) ? value : DEFAULT_CANCELLATION_POLICY;

/** A stored booking policy read back: `vet` stays, anything else reads as a provider's policy. */
export const readBookingCancellationPolicy = (value: unknown): BookingCancellationPolicy =>
  value === 'vet' ? 'vet' : readCancellationPolicy(value);

/** Which kinds choose a policy: vets do not (their appointments follow the vets' rule). */
export const choosesCancellationPolicy = (kind: ProviderRole): boolean => kind !== 'veterinarian';

/** The policy a new booking of `kind` is made under, from the provider's stored choice. */
export const bookingPolicyFor = (kind: ProviderRole, chosen: unknown): BookingCancellationPolicy =>
  choosesCancellationPolicy(kind) ? readCancellationPolicy(chosen) : 'vet';

/** The policy of a provider from their stored profile details (`cancellationPolicy`, when chosen). */
export const providerPolicyOf = (kind: ProviderRole, details: unknown): BookingCancellationPolicy =>
  bookingPolicyFor(
    kind,
    typeof details === 'object' && details !== null ? (details as Record<string, unknown>).cancellationPolicy : undefined,
  );

const HOUR_MS = 60 * 60 * 1000;

/** One step of a policy: from `hoursBefore` the start or earlier, `percent` of the total comes back. */
export type RefundStep = { readonly hoursBefore: number; readonly percent: number };
export type PolicyRule = {
  /** The steps, earliest deadline first. */
  readonly steps: readonly RefundStep[];
  /** What comes back after the last step's deadline. */
  readonly afterPercent: number;
};

export const CANCELLATION_RULES: Readonly<Record<BookingCancellationPolicy, PolicyRule>> = {
  flexible: { steps: [{ hoursBefore: 24, percent: 100 }], afterPercent: 50 },
  moderate: { steps: [{ hoursBefore: 72, percent: 100 }], afterPercent: 50 },
  strict: {
    steps: [
      { hoursBefore: 7 * 24, percent: 100 },
      { hoursBefore: 48, percent: 50 },
    ],
    afterPercent: 0,
  },
  vet: { steps: [{ hoursBefore: 2, percent: 100 }], afterPercent: 0 },
};

/** The policy's name and its terms in one sentence, as the card, profile, form and booking show them. */
export const CANCELLATION_POLICY_TEXTS: Readonly<
  Record<BookingCancellationPolicy, { readonly label: MessageKey; readonly terms: MessageKey }>
> = {
  flexible: { label: msg('bookings:policy.flexible.label'), terms: msg('bookings:policy.flexible.terms') },
  moderate: { label: msg('bookings:policy.moderate.label'), terms: msg('bookings:policy.moderate.terms') },
  strict: { label: msg('bookings:policy.strict.label'), terms: msg('bookings:policy.strict.terms') },
  vet: { label: msg('bookings:policy.vet.label'), terms: msg('bookings:policy.vet.terms') },
};

/** The share of the total (0–100) refunded when an owner cancels at `at` a booking starting at `startsAt`. */
export const refundPercentAt = (policy: BookingCancellationPolicy, startsAt: Date, at: Date): number => {
  const rule = CANCELLATION_RULES[policy];
  const ahead = startsAt.getTime() - at.getTime();
  const step = rule.steps.find((candidate) => ahead >= candidate.hoursBefore * HOUR_MS);
  return step ? step.percent : rule.afterPercent;
};

/** A booking's refunds in time: until each deadline, its share; after the last, `afterPercent`. */
export type RefundSchedule = {
  readonly steps: readonly { readonly until: Date; readonly percent: number }[];
  readonly afterPercent: number;
};

/** The deadlines of a booking starting at `startsAt` under `policy`, earliest first. */
export const refundSchedule = (policy: BookingCancellationPolicy, startsAt: Date): RefundSchedule => {
  const rule = CANCELLATION_RULES[policy];
  return {
    steps: rule.steps.map((step) => ({
      until: new Date(startsAt.getTime() - step.hoursBefore * HOUR_MS),
      percent: step.percent,
    })),
    afterPercent: rule.afterPercent,
  };
};

/** A booking's stored amounts, whole kuruş (its quote). */
export type BookingAmounts = {
  readonly baseKurus: number;
  readonly ownerCommissionKurus: number;
  readonly totalKurus: number;
  readonly providerCommissionKurus: number;
  readonly netPayableKurus: number;
};

/** Who cancels a booking: its owner, its provider, or the system (an expired request). */
export const CANCELLED_BY = ['owner', 'provider', 'system'] as const;
/** Who cancelled: the owner (the policy applies) or the provider (always a full refund). */
export type CancelledBy = (typeof CANCELLED_BY)[number];

/** A stored `cancelled_by` read back; none or anything unknown reads as the system. */
export const readCancelledBy = (value: unknown): CancelledBy =>
  typeof value === 'string' && (CANCELLED_BY as readonly string[]).includes(value)
    ? (value as CancelledBy)
    : 'system';

/**
 * Where a cancelled booking's money goes, whole kuruş: `refundKurus` back to the owner,
 * `payoutKurus` to the provider and `commissionKurus` kept by the platform; the three add up to
 * what was paid (0 when nothing was).
 */
export type CancellationSettlement = {
  /** The share of the total refunded (100 when the provider cancelled). */
  readonly refundPercent: number;
  readonly refundKurus: number;
  readonly payoutKurus: number;
  readonly commissionKurus: number;
};

/** `percent` of `kurus`, rounded half up to a whole kuruş. */
const shareOf = (kurus: number, percent: number): number => Math.floor((kurus * percent + 50) / 100);

/**
 * What a cancellation at `at` settles. Unpaid: nothing moves. Paid: the refund is the policy's
 * share of the total (all of it when the provider or the system cancelled); the part kept is the
 * same booking at the kept share — the provider is paid the kept base minus the provider
 * commission on it, the platform keeps the rest (the owner commission and the provider
 * commission of the kept part).
 *
 * The design's example: a sitter at ₺150/day for 3 days (base 450.00, owner commission 45.00,
 * total 495.00, provider commission 36.00, net 414.00) on Esnek, cancelled by the owner 10 hours
 * before the start after paying: 50 % → refund 247.50; the provider is paid 207.00 (225.00 minus
 * 18.00 commission); the platform keeps 40.50.
 */
export const settleCancellation = ({
  policy,
  amounts,
  startsAt,
  at,
  by,
  paid,
}: {
  policy: BookingCancellationPolicy;
  amounts: BookingAmounts;
  startsAt: Date;
  at: Date;
  by: CancelledBy;
  paid: boolean;
}): CancellationSettlement => {
  if (!paid) return { refundPercent: 0, refundKurus: 0, payoutKurus: 0, commissionKurus: 0 };
  const refundPercent = by === 'owner' ? refundPercentAt(policy, startsAt, at) : 100;
  const refundKurus = shareOf(amounts.totalKurus, refundPercent);
  const keptBase = amounts.baseKurus - shareOf(amounts.baseKurus, refundPercent);
  const keptProviderCommission =
    amounts.providerCommissionKurus - shareOf(amounts.providerCommissionKurus, refundPercent);
  const payoutKurus = keptBase - keptProviderCommission;
  const commissionKurus = amounts.totalKurus - refundKurus - payoutKurus;
  return { refundPercent, refundKurus, payoutKurus, commissionKurus };
};
