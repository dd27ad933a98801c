import { isProviderRole, PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { DEFAULT_COMMISSION_SETTINGS, isCommissionRate } from '@patili/domain/bookings';
import {
  COMMISSION_ROLES,
  isCommissionRole,
  percentToRate,
  rateToPercent,
  type CommissionRateView,
  type PriceBoundView,
  type PriceSettings,
  type ServiceTypeView,
} from '@patili/domain/pricing';
import { toKurus, toLira } from '@patili/domain/shared';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { priceBound, priceSettings, serviceType } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { readPriceBounds, readServiceTypes } from '../../lib/price-settings.ts';

/**
 * The pricing page: each provider role's price bounds,
 * each service type's default price, the owner's and each provider role's commission rate. Every
 * change is audit-logged in its own transaction; new quotes and profile saves read the stored
 * values at once, and a stored booking keeps the amounts quoted when it was made.
 */

/** Lira as the action log writes it: `1.250,5 ₺`. */
export const liraText = (lira: number) => `${lira.toLocaleString('tr-TR', { maximumFractionDigits: 2 })} ₺`;
/** A percent as the action log writes it: `%12,5`. */
export const percentText = (percent: number) => `%${percent.toLocaleString('tr-TR', { maximumFractionDigits: 1 })}`;

/** The stored rate of each commission role; a role without a usable row shows the rate the engine falls back to. */
const readCommissionRates = async (db: Db): Promise<CommissionRateView[]> => {
  const rows = await db.select().from(priceSettings);
  const stored = new Map(rows.map((row) => [row.role, row.commissionRate]));
  return COMMISSION_ROLES.map((role) => {
    const value = stored.get(role);
    const fallback = role === 'owner' ? DEFAULT_COMMISSION_SETTINGS.ownerRate : (DEFAULT_COMMISSION_SETTINGS.providerRates[role] ?? 0.08);
    const rate = isCommissionRate(value) ? value : fallback;
    return { role, rate, percent: rateToPercent(rate) };
  });
};

export const getPriceSettings = async ({ db }: { db: Db }): Promise<PriceSettings> => {
  const bounds = await readPriceBounds(db);
  const services = await readServiceTypes(db);
  const commissionRates = await readCommissionRates(db);
  return { bounds: PROVIDER_ROLES.map((role) => ({ role, ...bounds[role] })), services, commissionRates };
};

const providerRoleOf = (role: string): ProviderRole => {
  if (!isProviderRole(role)) throw fieldError('role', 'pricing:errors.roleNotAllowed');
  return role;
};

/** Sets a provider role's bounds (kuruş in the store); 'Geçersiz min/max değerleri.' is the schema's. */
export const updatePriceBound = async ({
  db,
  actor,
  role,
  min,
  max,
  now,
}: {
  db: Db;
  actor: AuditActor;
  role: string;
  min: number;
  max: number;
  now: Date;
}): Promise<PriceBoundView> => {
  const kind = providerRoleOf(role);
  return db.transaction(async (tx) => {
    const before = (await readPriceBounds(tx))[kind];
    const values = { minKurus: toKurus(min), maxKurus: toKurus(max), updatedAt: now };
    await tx
      .insert(priceBound)
      .values({ role: kind, ...values })
      .onConflictDoUpdate({ target: priceBound.role, set: values });
    await recordAdminAction(tx, actor, {
      actionType: 'price_changed',
      targetType: 'price_settings',
      targetId: `bounds:${kind}`,
      description: `Fiyat aralığı (${kind}): ${liraText(before.min)} – ${liraText(before.max)} → ${liraText(min)} – ${liraText(max)}`,
    });
    return { role: kind, min: toLira(values.minKurus), max: toLira(values.maxKurus) };
  });
};

/**
 * Sets a service type's default price: at least 0 (the schema's 'Geçersiz fiyat değeri.'), not
 * below its role's minimum, for a service that exists (404 otherwise).
 */
export const updateServicePrice = async ({
  db,
  actor,
  key,
  price,
  now,
}: {
  db: Db;
  actor: AuditActor;
  key: string;
  price: number;
  now: Date;
}): Promise<ServiceTypeView> =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(serviceType).where(eq(serviceType.key, key)).for('update').limit(1);
    if (!row || !isProviderRole(row.role)) throw new AppError('NOT_FOUND', { messageKey: 'pricing:errors.serviceNotFound' });
    const bounds = await readPriceBounds(tx);
    const { min } = bounds[row.role];
    if (price < min) {
      throw new AppError('VALIDATION_FAILED', {
        messageKey: 'pricing:errors.priceBelowMinimum',
        fields: { price: 'pricing:errors.priceBelowMinimum' },
        params: { min },
      });
    }
    const kurus = toKurus(price);
    await tx.update(serviceType).set({ defaultPriceKurus: kurus, updatedAt: now }).where(eq(serviceType.key, key));
    await recordAdminAction(tx, actor, {
      actionType: 'price_changed',
      targetType: 'service_type',
      targetId: key,
      description: `Varsayılan fiyat (${row.name ?? key}): ${liraText(toLira(row.defaultPriceKurus))} → ${liraText(toLira(kurus))}`,
    });
    return { key, name: row.name, role: row.role, price: toLira(kurus), builtIn: row.name === null };
  });

/** Sets the owner's (platform) or a provider role's commission; admin and none have none. */
export const updateCommissionRate = async ({
  db,
  actor,
  role,
  percent,
  now,
}: {
  db: Db;
  actor: AuditActor;
  role: string;
  percent: number;
  now: Date;
}): Promise<CommissionRateView> => {
  if (!isCommissionRole(role)) throw fieldError('role', 'pricing:errors.roleNotAllowed');
  const rate = percentToRate(percent);
  return db.transaction(async (tx) => {
    const before = (await readCommissionRates(tx)).find((entry) => entry.role === role);
    await tx
      .insert(priceSettings)
      .values({ role, commissionRate: rate, updatedAt: now })
      .onConflictDoUpdate({ target: priceSettings.role, set: { commissionRate: rate, updatedAt: now } });
    await recordAdminAction(tx, actor, {
      actionType: 'commission_changed',
      targetType: 'price_settings',
      targetId: `commission:${role}`,
      description: `Komisyon oranı (${role}): ${before ? percentText(before.percent) : '—'} → ${percentText(rateToPercent(rate))}`,
    });
    return { role, rate, percent: rateToPercent(rate) };
  });
};
