import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * The pricing feature's store.
 * The pricing and settings features are its only writers; bookings, providers and the public
 * config read it (through lib/price-settings.ts) for every quote and every profile save.
 */

/** A commission rate as stored: a fraction from 0 to 1 with six decimals (the domain's precision). */
const rate = (name: string) => numeric(name, { precision: 7, scale: 6, mode: 'number' });

/**
 * The commission rates in force (admin-editable): one row per role, `owner` for the owner
 * commission and each provider role for its provider commission. Seeded with 0.10 and 0.08.
 */
export const priceSettings = pgTable('price_settings', {
  role: text('role').primaryKey(),
  commissionRate: rate('commission_rate').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A commission-override rule (`CommissionOverrideRule` in @patili/domain/bookings), with the admin's notes. */
export const commissionOverride = pgTable(
  'commission_override',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    role: text('role'),
    serviceType: text('service_type'),
    rate: rate('rate').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('commission_override_active_idx')
      .on(table.startsAt)
      .where(sql`is_active`),
    // The admin's list (/admin/commissions): newest first, or by start date.
    index('commission_override_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('commission_override_starts_idx').on(table.startsAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * A provider role's price bounds in kuruş, both included (the pricing page's first
 * section): the provider profile save and the booking price check read them. Seeded with the
 * catalogue's bounds.
 */
export const priceBound = pgTable(
  'price_bound',
  {
    role: text('role').primaryKey(),
    minKurus: integer('min_kurus').notNull(),
    maxKurus: integer('max_kurus').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('price_bound_range_check', sql`${table.minKurus} >= 0 and ${table.maxKurus} >= ${table.minKurus}`)],
);

/**
 * A service type with its default price in kuruş (the
 * settings page's service types): the catalogue's services (seeded, `name` null, labelled by
 * `catalog:<key>`) and those an admin added (`key` = `name` as typed, a sitter care service).
 * `folded_name` (Turkish-folded) makes 'Akvaryum bakımı' and 'AKVARYUM BAKIMI' one type.
 */
export const serviceType = pgTable(
  'service_type',
  {
    key: text('key').primaryKey(),
    name: text('name'),
    foldedName: text('folded_name').notNull(),
    role: text('role').notNull(),
    defaultPriceKurus: integer('default_price_kurus').notNull(),
    position: integer('position').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_type_folded_name_idx').on(table.foldedName),
    // The pricing page and the settings list: catalogue order, then added in order.
    uniqueIndex('service_type_position_idx').on(table.position),
    check('service_type_price_check', sql`${table.defaultPriceKurus} >= 0`),
  ],
);
