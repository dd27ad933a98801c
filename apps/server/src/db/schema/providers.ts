import type { ProviderDetails } from '@patili/domain/providers';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { user } from './auth.ts';

/**
 * A provider's public profile, one per sitter, veterinarian, pet walker or trainer (spec 1 §3).
 * Fields every kind shares are columns; the kind's own fields are `details`, validated by the
 * kind's schema in @patili/domain/providers. `priceKurus` and `searchText` are derived on save so
 * browse filters and sorts in one indexed query.
 */
export const providerProfile = pgTable(
  'provider_profile',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** sitter, veterinarian, pet_walker or trainer: always the user's role. */
    kind: text('kind').notNull(),
    bio: text('bio').notNull().default(''),
    /** The kind's service list as keys or words (sitter services, vet specializations, …). */
    services: text('services').array().notNull().default([]),
    /** Written from a parsed save only; read back through `readProviderDetails`, which parses it once. */
    details: jsonb('details').$type<ProviderDetails>().notNull().default(sql`'{}'::jsonb`),
    /** The price in the kind's unit (day, session, hour), in kuruş; the sitter's lowest service price. */
    priceKurus: integer('price_kurus'),
    /** Lower-cased, Turkish-folded words of name, bio, services and the kind's fields (both languages). */
    searchText: text('search_text').notNull().default(''),
    /** Average of the provider's reviews (1–5) and their number; null until the first review. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_profile_kind_rating_idx').on(table.kind, table.ratingAverage),
    index('provider_profile_kind_price_idx').on(table.kind, table.priceKurus),
  ],
);
