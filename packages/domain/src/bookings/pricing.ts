import type { ProviderRole } from '../access/roles.ts';
import { PRICE_BOUNDS_LIRA } from '../catalog/catalog.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import { PROVIDER_KINDS, type PriceUnit } from '../providers/provider-kinds.ts';
import { toKurus } from '../shared/money.ts';
import { istanbulDaysBetween } from '../shared/istanbul-time.ts';
import { bookingInterval, normalizeWalkHours, SESSION_HOURS, type BookingTerms } from './booking-time.ts';
import {
  commissionKurus,
  DEFAULT_COMMISSION_SETTINGS,
  ownerCommissionRate,
  providerCommissionRate,
  type CommissionOverrideRule,
  type CommissionSettings,
  type OwnerRateSource,
  type ProviderRateSource,
} from './commission.ts';
import type { ReferralBonusWindow } from './referral-bonus.ts';

/**
 * How many of the provider's price units a booking takes: a sitter's days (start and end
 * included), a walk's whole hours (1 to 5, non-numeric read as 1), one vet or trainer session.
 * Throws a RangeError for a sitter stay that ends before it starts.
 */
export const bookingQuantity = (terms: BookingTerms): { unit: PriceUnit; quantity: number } => {
  const unit = PROVIDER_KINDS[terms.kind].priceUnit;
  switch (terms.kind) {
    case 'sitter': {
      const days = istanbulDaysBetween(terms.startDate, terms.endDate).length;
      if (days === 0)
        throw new RangeError(
          `the stay ends before it starts: ${terms.startDate} → ${terms.endDate}`,
        );
      return { unit, quantity: days };
    }
    case 'pet_walker':
      return { unit, quantity: normalizeWalkHours(terms.hours) };
    case 'veterinarian':
    case 'trainer':
      return { unit, quantity: SESSION_HOURS };
  }
};

export type QuoteInput = {
  /** The kind of provider and when: a sitter's dates, a walk's date, time and hours, a session's date and time. */
  readonly terms: BookingTerms;
  /** The service booked (`cat_care`, `dog_walking`, `vet_exam`…), matched against override rules. */
  readonly serviceType: string | null;
  /** The provider's price per unit (day, hour or session), in kuruş. */
  readonly unitPriceKurus: number;
  /** The rates in force; the defaults (10% owner, 8% provider) when left out. */
  readonly settings?: CommissionSettings;
  readonly overrides?: readonly CommissionOverrideRule[];
  /** The provider's and the owner's current referral bonuses, if any. */
  readonly providerBonus?: ReferralBonusWindow | null;
  readonly ownerBonus?: ReferralBonusWindow | null;
};

/**
 * A booking's price breakdown, stored on the booking when it is created. Every amount is whole
 * kuruş, rounded half up once: the commissions are rates of the base price; total = base + owner
 * commission; net payable = total − owner commission − provider commission.
 */
export type BookingQuote = {
  readonly unit: PriceUnit;
  readonly quantity: number;
  readonly unitPrice: number;
  readonly base: number;
  readonly ownerCommission: number;
  readonly total: number;
  readonly providerCommission: number;
  readonly netPayable: number;
  readonly ownerRate: number;
  readonly ownerRateSource: OwnerRateSource;
  readonly providerRate: number;
  readonly providerRateSource: ProviderRateSource;
  /** The override rule that set the provider rate, if one did. */
  readonly overrideId: string | null;
  /** The booking's span, whose start decides which rules and bonuses apply. */
  readonly startsAt: Date;
  readonly endsAt: Date;
};

/**
 * The quote of a booking: the server computes it and
 * stores it; the client shows the same function's answer as a preview. Throws a RangeError on a
 * price that is not whole non-negative kuruş or on dates and times the schemas would refuse.
 */
export const quoteBooking = (input: QuoteInput): BookingQuote => {
  if (!Number.isSafeInteger(input.unitPriceKurus) || input.unitPriceKurus < 0) {
    throw new RangeError(`not a price in whole kuruş: ${input.unitPriceKurus}`);
  }
  const settings = input.settings ?? DEFAULT_COMMISSION_SETTINGS;
  const { startsAt, endsAt } = bookingInterval(input.terms);
  const { unit, quantity } = bookingQuantity(input.terms);
  const base = input.unitPriceKurus * quantity;
  const owner = ownerCommissionRate({
    settings,
    ownerBonus: input.ownerBonus ?? null,
    bookingStartsAt: startsAt,
  });
  const provider = providerCommissionRate({
    settings,
    overrides: input.overrides ?? [],
    kind: input.terms.kind,
    serviceType: input.serviceType,
    bookingStartsAt: startsAt,
    providerBonus: input.providerBonus ?? null,
  });
  const ownerCommission = commissionKurus(base, owner.rate);
  const providerCommission = commissionKurus(base, provider.rate);
  const total = base + ownerCommission;
  return {
    unit,
    quantity,
    unitPrice: input.unitPriceKurus,
    base,
    ownerCommission,
    total,
    providerCommission,
    netPayable: total - ownerCommission - providerCommission,
    ownerRate: owner.rate,
    ownerRateSource: owner.source,
    providerRate: provider.rate,
    providerRateSource: provider.source,
    overrideId: provider.overrideId,
    startsAt,
    endsAt,
  };
};

// --- Price bounds ---------------------------------------------------------------------------------

/** A role's price bounds in kuruş: the catalogue's, or the pricing page's when given. */
export const priceBoundsKurus = (
  kind: ProviderRole,
  boundsLira: { readonly min: number; readonly max: number } = PRICE_BOUNDS_LIRA[kind],
): { min: number; max: number } => ({ min: toKurus(boundsLira.min), max: toKurus(boundsLira.max) });

export type BookingPriceProblemCode =
  'PRICE_NOT_SET' | 'PRICE_BELOW_MINIMUM' | 'PRICE_ABOVE_MAXIMUM';

/** Why a provider's price cannot be booked, with the message and the bounds (lira) it names. */
export type BookingPriceProblem = {
  readonly code: BookingPriceProblemCode;
  readonly message: MessageKey;
  readonly params: { readonly min: number; readonly max: number };
};

/**
 * Each kind says its own way that no fee is set; a sitter's service without a price
 * gives priceBelowMinimumError.
 */
const PRICE_NOT_SET_MESSAGES: Readonly<Record<ProviderRole, MessageKey>> = {
  sitter: msg('bookings:priceBelowMinimumError'),
  veterinarian: msg('bookings:vetFeeNotSet'),
  pet_walker: msg('bookings:walkerHourlyRateNotSet'),
  trainer: msg('bookings:trainerFeeNotSet'),
};

/**
 * Whether a provider's unit price (kuruş) can be booked: set and above 0, and within the role's
 * bounds (both included). Null when it can; the form disables submit and the server refuses the
 * booking otherwise.
 */
export const checkBookingPrice = (
  kind: ProviderRole,
  unitPriceKurus: number | null | undefined,
  boundsLira: { readonly min: number; readonly max: number } = PRICE_BOUNDS_LIRA[kind],
): BookingPriceProblem | null => {
  const params = { min: boundsLira.min, max: boundsLira.max };
  const bounds = priceBoundsKurus(kind, boundsLira);
  if (unitPriceKurus === null || unitPriceKurus === undefined || !(unitPriceKurus > 0)) {
    return { code: 'PRICE_NOT_SET', message: PRICE_NOT_SET_MESSAGES[kind], params };
  }
  if (unitPriceKurus < bounds.min)
    return { code: 'PRICE_BELOW_MINIMUM', message: msg('bookings:priceBelowMinimumError'), params };
  if (unitPriceKurus > bounds.max)
    return { code: 'PRICE_ABOVE_MAXIMUM', message: msg('bookings:priceAboveMaximumError'), params };
  return null;
};
