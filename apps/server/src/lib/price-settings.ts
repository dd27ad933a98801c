import { PROVIDER_ROLES, isProviderRole } from '@patili/domain/access';
import { DEFAULT_PRICE_BOUNDS_LIRA, type PriceBoundsLira, type ServiceTypeView } from '@patili/domain/pricing';
import { toLira } from '@patili/domain/shared';
import { asc } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { priceBound, serviceType } from '../db/schema/index.ts';

/**
 * The readers of the pricing store (db/schema/pricing.ts) that other features share: the provider
 * profile save and the booking price check read the bounds in force, the public config serves
 * them with the service types to the web forms. Only the pricing and settings features write it.
 */

/** Each provider role's bounds in lira; a role without a row keeps the catalogue's. */
export const readPriceBounds = async (db: Db): Promise<PriceBoundsLira> => {
  const rows = await db.select().from(priceBound);
  const stored = new Map(rows.map((row) => [row.role, row]));
  return Object.fromEntries(
    PROVIDER_ROLES.map((role) => {
      const row = stored.get(role);
      return [role, row ? { min: toLira(row.minKurus), max: toLira(row.maxKurus) } : DEFAULT_PRICE_BOUNDS_LIRA[role]];
    }),
  ) as PriceBoundsLira;
};

/** Every service type with its default price in lira: the catalogue's in its order, then those added. */
export const readServiceTypes = async (db: Db): Promise<ServiceTypeView[]> => {
  const rows = await db.select().from(serviceType).orderBy(asc(serviceType.position));
  return rows.flatMap((row) =>
    isProviderRole(row.role)
      ? [{ key: row.key, name: row.name, role: row.role, price: toLira(row.defaultPriceKurus), builtIn: row.name === null }]
      : [],
  );
};
