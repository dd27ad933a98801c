import type { ProviderDetails } from '@patili/domain/providers';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

import { user } from './auth.ts';

/**
 * A provider's public profile, one per sitter, veterinarian, pet walker or trainer (spec 1 §3).
 * Fields every kind shares are columns; the kind's own fields are `details`, validated by the
 * kind's schema in @patili/domain/providers. `priceKurus` and `searchText` are derived on save so
 * browse filters and sorts in one indexed query.
 *
 * Partitioned by kind (migration 0004, decision 009): every browse reads one kind, and each kind
 * keeps its own statistics, so the planner knows how common a search word or a specialization is
 * among vets rather than among all providers. Drizzle does not declare partitions; the migration does.
 */
export const providerProfile = pgTable(
  'provider_profile',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** sitter, veterinarian, pet_walker or trainer: always the user's role; the table's partition. */
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
    // The key holds the partition key (the kind); the service keeps one profile per user.
    primaryKey({ columns: [table.userId, table.kind] }),
    // The browse orders (decision 009): each index gives its sort's leading keys, so a page reads
    // a page's worth of rows at any size.
    index('provider_profile_kind_rating_idx').on(table.kind, table.ratingAverage.desc().nullsLast(), table.ratingCount.desc()),
    index('provider_profile_kind_price_idx').on(table.kind, table.priceKurus.asc().nullsLast(), table.ratingAverage.desc().nullsLast()),
    // Search words are substrings of the folded search text: trigrams find them without a scan.
    index('provider_profile_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
