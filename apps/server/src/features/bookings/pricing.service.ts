import { isProviderRole, PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import {
  checkBookingPrice,
  checkSitterService,
  DEFAULT_COMMISSION_SETTINGS,
  isCommissionRate,
  quoteBooking,
  type BookingQuote,
  type BookingTerms,
  type CommissionOverrideRule,
  type CommissionSettings,
  type ReferralBonusWindow,
} from '@patili/domain/bookings';
import { servicePricesOf } from '@patili/domain/discovery';
import { DEFAULT_PRICE_BOUNDS_LIRA, priceBoundParams, type PriceBoundsLira } from '@patili/domain/pricing';
import { readProviderDetails } from '@patili/domain/providers';
import { toKurus } from '@patili/domain/shared';
import { and, eq, gte, max, min } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { commissionOverride, priceSettings, referralBonus } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { readPriceBounds } from '../../lib/price-settings.ts';

/**
 * The server's side of a quote (owner commission, commission overrides, referral bonus; the
 * booking flow in docs/architecture.md): it reads the rates in force, the override rules and both
 * people's referral bonuses, and the provider's price for the service, then asks the domain's
 * `quoteBooking`.
 */

/** The rates of `price_settings`; a missing or unusable row keeps the default (the domain's fallback). */
export const readCommissionSettings = async (db: Db): Promise<CommissionSettings> => {
  const rows = await db.select().from(priceSettings);
  const rates = new Map(rows.map((row) => [row.role, row.commissionRate]));
  const owner = rates.get('owner');
  return {
    ownerRate: isCommissionRate(owner) ? owner : DEFAULT_COMMISSION_SETTINGS.ownerRate,
    providerRates: Object.fromEntries(
      PROVIDER_ROLES.flatMap((role) => {
        const rate = rates.get(role);
        return isCommissionRate(rate) ? [[role, rate]] : [];
      }),
    ),
  };
};

/** The switched-on override rules; which one is in force for a booking is the domain's choice. */
export const readActiveOverrides = async (db: Db): Promise<CommissionOverrideRule[]> => {
  const rows = await db
    .select()
    .from(commissionOverride)
    .where(eq(commissionOverride.isActive, true));
  return rows.map((row) => ({
    id: row.id,
    role: isProviderRole(row.role) ? row.role : null,
    serviceType: row.serviceType,
    rate: row.rate,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    isActive: row.isActive,
  }));
};

/**
 * The referral bonus a user holds at `now`: the span of their bonuses that have not ended, when
 * the first has begun. A bonus earned while another runs starts when it ends (`decideReferralBonus`),
 * so the bonuses still to end are one unbroken window.
 */
export const readCurrentReferralBonus = async (
  db: Db,
  userId: string,
  now: Date,
): Promise<ReferralBonusWindow | null> => {
  const [window] = await db
    .select({ startsAt: min(referralBonus.startsAt), endsAt: max(referralBonus.endsAt) })
    .from(referralBonus)
    .where(and(eq(referralBonus.inviterId, userId), gte(referralBonus.endsAt, now)));
  if (!window?.startsAt || !window.endsAt || window.startsAt.getTime() > now.getTime()) return null;
  return { startsAt: window.startsAt, endsAt: window.endsAt };
};

/** What a provider's profile row gives a quote: the kind and the stored details. */
export type PricedProvider = { id: string; kind: ProviderRole; details: unknown };

/**
 * A fee as stored, when the profile reader dropped it: a price saved before the role's bounds
 * applied on save is out of them, and the booking says which bound it misses rather
 * than that no fee is set.
 */
const storedLira = (details: unknown, field: string): number | undefined => {
  const value =
    typeof details === 'object' && details !== null
      ? (details as Record<string, unknown>)[field]
      : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/**
 * The provider's price per unit for a service, in kuruş: the sitter's price of that service (422
 * on `service` when it is not offered), the others' fee or hourly rate; then the bounds
 * in force (the pricing page's, the catalogue's by default; 422 with the kind's message when unset or out
 * of them).
 */
export const unitPriceFor = (
  provider: PricedProvider,
  serviceType: string,
  bounds: PriceBoundsLira = DEFAULT_PRICE_BOUNDS_LIRA,
): number => {
  const profile = readProviderDetails(provider.kind, provider.details);
  let lira: number | undefined;
  switch (profile.kind) {
    case 'sitter': {
      const prices = servicePricesOf(profile);
      const problem = checkSitterService(
        serviceType,
        prices.map((price) => price.service),
      );
      if (problem) throw fieldError('service', problem);
      lira = prices.find((price) => price.service === serviceType)?.lira;
      break;
    }
    case 'veterinarian':
      lira = profile.details.sessionFee ?? storedLira(provider.details, 'sessionFee');
      break;
    case 'pet_walker':
      lira = profile.details.hourlyRate ?? storedLira(provider.details, 'hourlyRate');
      break;
    case 'trainer':
      lira = profile.details.trainerSessionFee ?? storedLira(provider.details, 'trainerSessionFee');
      break;
  }
  const unitPriceKurus = lira === undefined ? null : toKurus(lira);
  const problem = checkBookingPrice(provider.kind, unitPriceKurus, bounds[provider.kind]);
  if (problem || unitPriceKurus === null) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: problem?.message ?? 'bookings:priceBelowMinimumError',
      params: { ...priceBoundParams(bounds), ...problem?.params },
    });
  }
  return unitPriceKurus;
};

/**
 * The quote of a booking with a provider at `now`: the provider's price, the settings and
 * overrides in force, and the provider's and the owner's referral bonuses.
 */
export const computeQuote = async ({
  db,
  provider,
  ownerId,
  terms,
  serviceType,
  now,
}: {
  db: Db;
  provider: PricedProvider;
  ownerId: string;
  terms: BookingTerms;
  serviceType: string;
  now: Date;
}): Promise<BookingQuote> => {
  // One after another: `db` is usually the booking's transaction, a single connection that runs
  // one query at a time (pg deprecates queueing them, and they would not run in parallel anyway).
  const unitPriceKurus = unitPriceFor(provider, serviceType, await readPriceBounds(db));
  const settings = await readCommissionSettings(db);
  const overrides = await readActiveOverrides(db);
  const providerBonus = await readCurrentReferralBonus(db, provider.id, now);
  const ownerBonus = await readCurrentReferralBonus(db, ownerId, now);
  return quoteBooking({
    terms,
    serviceType,
    unitPriceKurus,
    settings,
    overrides,
    providerBonus,
    ownerBonus,
  });
};
