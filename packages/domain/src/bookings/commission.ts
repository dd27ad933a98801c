import { PROVIDER_ROLES, type ProviderRole } from '../access/roles.ts';
import { addDays, fromIstanbulDateTime } from '../shared/istanbul-time.ts';
import { isReferralBonusInForceFor, type ReferralBonusWindow } from './referral-bonus.ts';

/**
 * Commission rates and how one is chosen for a booking: the provider and owner commissions,
 * the commission overrides and the referral bonus. Rates are
 * fractions from 0 to 1; amounts are whole kuruş.
 */

/** The platform's share of the base price, added to the owner's total. */
export const DEFAULT_OWNER_COMMISSION_RATE = 0.1;
/**
 * The provider's commission on the base price, for every provider role and for a role without a
 * rate. The source's other reading, a 0.8 fallback, is not used.
 */
export const DEFAULT_PROVIDER_COMMISSION_RATE = 0.08;

/** The rates in force, as the `price_settings` store keeps them (admin-editable). */
export type CommissionSettings = {
  readonly ownerRate: number;
  readonly providerRates: Readonly<Partial<Record<ProviderRole, number>>>;
};

export const DEFAULT_COMMISSION_SETTINGS: CommissionSettings = {
  ownerRate: DEFAULT_OWNER_COMMISSION_RATE,
  providerRates: Object.fromEntries(
    PROVIDER_ROLES.map((role) => [role, DEFAULT_PROVIDER_COMMISSION_RATE]),
  ),
};

/**
 * A stored commission-override rule: it sets the provider
 * commission of the bookings it matches, by provider role, by service type, or both, from its
 * start up to (not including) its end; no end means until switched off.
 */
export type CommissionOverrideRule = {
  readonly id: string;
  readonly role: ProviderRole | null;
  readonly serviceType: string | null;
  readonly rate: number;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
  readonly isActive: boolean;
};

/** True for a usable rate: a finite fraction from 0 to 1. */
const inRateRange = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
export const isCommissionRate = (value: unknown): value is number =>
  typeof value === 'number' && inRateRange(value);

const PPM = 1_000_000n;

/**
 * `rate` of a whole-kuruş amount, rounded half up once. Exact: the rate is
 * taken to six decimals (the admin enters a percent to one decimal) and the product is worked out
 * in integers, so 100 × 0.145 gives 15, not the 14 that floating point would.
 */
export const commissionKurus = (amountKurus: number, rate: number): number => {
  if (!Number.isSafeInteger(amountKurus) || amountKurus < 0)
    throw new RangeError(`not whole kuruş: ${amountKurus}`);
  if (!inRateRange(rate)) throw new RangeError(`not a commission rate: ${rate}`);
  const partsPerMillion = BigInt(Math.round(rate * Number(PPM)));
  return Number((BigInt(amountKurus) * partsPerMillion + PPM / 2n) / PPM);
};

/** True when a rule is switched on, has a usable rate, and covers a booking starting at `at`. */
export const isOverrideInForce = (rule: CommissionOverrideRule, at: Date): boolean =>
  rule.isActive &&
  isCommissionRate(rule.rate) &&
  rule.startsAt.getTime() <= at.getTime() &&
  (rule.endsAt === null || at.getTime() < rule.endsAt.getTime());

/**
 * The window of a rule entered on the admin form as Istanbul dates (start date, optional
 * end date): from the start date's midnight to the midnight after the end date, so the whole end
 * date is covered.
 */
export const overrideWindowFromDates = (
  startDate: string,
  endDate: string | null,
): { startsAt: Date; endsAt: Date | null } => ({
  startsAt: fromIstanbulDateTime(startDate),
  endsAt: endDate === null ? null : fromIstanbulDateTime(addDays(endDate, 1)),
});

/** How specific a rule is: a service type outranks a role, and naming both outranks either. */
const specificity = (rule: CommissionOverrideRule): number =>
  (rule.serviceType !== null ? 2 : 0) + (rule.role !== null ? 1 : 0);

/** Whether `a` wins over `b` among rules in force: more specific, then later start, lower rate, smaller id. */
const outranks = (a: CommissionOverrideRule, b: CommissionOverrideRule): boolean => {
  if (specificity(a) !== specificity(b)) return specificity(a) > specificity(b);
  if (a.startsAt.getTime() !== b.startsAt.getTime())
    return a.startsAt.getTime() > b.startsAt.getTime();
  if (a.rate !== b.rate) return a.rate < b.rate;
  return a.id < b.id;
};

/**
 * The override rule that sets a booking's provider commission, or null. A rule matches when every
 * criterion it names matches (a rule naming neither role nor service type matches nothing). Among
 * the rules in force at the booking's start the most specific wins; a tie goes to the rule that
 * started last (the newer decision), then to the lower rate, then to the smaller id, so the answer
 * never depends on the order the rules are read in.
 */
export const findCommissionOverride = (
  rules: readonly CommissionOverrideRule[],
  booking: { readonly kind: ProviderRole; readonly serviceType: string | null; readonly at: Date },
): CommissionOverrideRule | null => {
  let best: CommissionOverrideRule | null = null;
  for (const rule of rules) {
    if (specificity(rule) === 0 || !isOverrideInForce(rule, booking.at)) continue;
    if (rule.role !== null && rule.role !== booking.kind) continue;
    if (rule.serviceType !== null && rule.serviceType !== booking.serviceType) continue;
    if (best === null || outranks(rule, best)) best = rule;
  }
  return best;
};

export type ProviderRateSource = 'referral_bonus' | 'override' | 'role' | 'default';

export type ProviderCommissionRate = {
  readonly rate: number;
  readonly source: ProviderRateSource;
  readonly overrideId: string | null;
};

/**
 * The provider commission rate of a booking: 0 while the provider holds a referral bonus whose end
 * is not before the booking's start; otherwise the override rule in force, if any; otherwise the
 * role's rate; a role without a usable rate pays 0.08.
 */
export const providerCommissionRate = (input: {
  readonly settings: CommissionSettings;
  readonly overrides: readonly CommissionOverrideRule[];
  readonly kind: ProviderRole;
  readonly serviceType: string | null;
  readonly bookingStartsAt: Date;
  readonly providerBonus: ReferralBonusWindow | null;
}): ProviderCommissionRate => {
  if (isReferralBonusInForceFor(input.providerBonus, input.bookingStartsAt))
    return { rate: 0, source: 'referral_bonus', overrideId: null };
  const override = findCommissionOverride(input.overrides, {
    kind: input.kind,
    serviceType: input.serviceType,
    at: input.bookingStartsAt,
  });
  if (override) return { rate: override.rate, source: 'override', overrideId: override.id };
  const roleRate = input.settings.providerRates[input.kind];
  if (isCommissionRate(roleRate)) return { rate: roleRate, source: 'role', overrideId: null };
  return { rate: DEFAULT_PROVIDER_COMMISSION_RATE, source: 'default', overrideId: null };
};

export type OwnerRateSource = 'referral_bonus' | 'settings' | 'default';

/**
 * The owner commission rate of a booking: 0 while the owner holds a referral bonus whose end is not
 * before the booking's start (the same test as the provider's); otherwise the settings' rate, or
 * 0.10 when that is unusable. Override rules set provider commissions only.
 */
export const ownerCommissionRate = (input: {
  readonly settings: CommissionSettings;
  readonly ownerBonus: ReferralBonusWindow | null;
  readonly bookingStartsAt: Date;
}): { readonly rate: number; readonly source: OwnerRateSource } => {
  if (isReferralBonusInForceFor(input.ownerBonus, input.bookingStartsAt))
    return { rate: 0, source: 'referral_bonus' };
  if (isCommissionRate(input.settings.ownerRate))
    return { rate: input.settings.ownerRate, source: 'settings' };
  return { rate: DEFAULT_OWNER_COMMISSION_RATE, source: 'default' };
};
