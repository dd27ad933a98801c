import type { ProviderDetails } from '@patili/domain/providers';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { user } from './auth.ts';
import { cube } from './cube.ts';
import { file } from './files.ts';

/**
 * A provider's public profile, one per sitter, veterinarian, pet walker or trainer.
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
    /**
     * How the provider answers requests over the last 90 days (features/bookings,
     * responsiveness.service.ts): requests measured, answered within 24 hours, the median minutes
     * to answer, and confirmed bookings the provider cancelled. `response_rate` (0–100) and the
     * median are null under three requests, so browse sorts them last.
     */
    responseRequests: integer('response_requests').notNull().default(0),
    responseOnTime: integer('response_on_time').notNull().default(0),
    responseRate: smallint('response_rate'),
    responseMedianMinutes: integer('response_median_minutes'),
    providerCancellations: integer('provider_cancellations').notNull().default(0),
    /**
     * An admin approved the documents the provider has now (`provider_verification`): the
     * "Doğrulanmış" badge and browse's verified filter read it here, kept by the verification
     * service in the transaction of each decision and document change.
     */
    verified: boolean('verified').notNull().default(false),
    /**
     * Who browse shows the profile to, kept by the database from the user row (migration 0005,
     * decision 009): the user's `profile_visibility` (`public`, `matches_only`) while the account is
     * listed (role is the kind, e-mail verified, active, neither deactivated nor deleted), else
     * `hidden`. Browse reads only profiles, so a page and its count never look up a user per row.
     */
    listing: text('listing').notNull().default('hidden'),
    /** The user's shared point on the unit sphere (`user.shared_point`), copied by the same triggers. */
    sharedPoint: cube('shared_point'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The key holds the partition key (the kind); the service keeps one profile per user.
    primaryKey({ columns: [table.userId, table.kind] }),
    // The browse orders (decision 009), over listed public profiles only: each index gives its
    // sort's whole order, the id last, so a page reads its rows and a count its limit, at any size
    // (ties never make a page read on to the end of its group).
    index('provider_profile_public_rating_idx')
      .on(table.kind, table.ratingAverage.desc().nullsLast(), table.ratingCount.desc().nullsLast(), table.userId)
      .where(sql`listing = 'public'`),
    index('provider_profile_public_price_idx')
      .on(table.kind, table.priceKurus.asc().nullsLast(), table.ratingAverage.desc().nullsLast(), table.userId)
      .where(sql`listing = 'public'`),
    index('provider_profile_public_response_idx')
      .on(table.kind, table.responseRate.desc().nullsLast(), table.responseMedianMinutes.asc().nullsLast(), table.userId)
      .where(sql`listing = 'public'`),
    // Nearest first: the GiST index walks a kind's listed points by distance (one per partition).
    index('provider_profile_public_point_idx').using('gist', table.sharedPoint).where(sql`listing = 'public'`),
    // Search words are substrings of the folded search text: trigrams find them without a scan.
    index('provider_profile_search_text_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * Where a provider's verification stands (@patili/domain/providers, verification.ts): one row per
 * provider from their first document. `kind` is the role the documents were sent for; `submitted_at`
 * is when the complete file last went to the admins (each document change sends it again), and an
 * admin's decision names it, so a file changed under the admin's eyes is not decided unseen.
 */
export const providerVerification = pgTable(
  'provider_verification',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** incomplete, pending, verified or rejected. */
    status: text('status').notNull().default('incomplete'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin's queue: the pending files oldest first, the decided ones newest first.
    index('provider_verification_pending_idx').on(table.submittedAt, table.userId).where(sql`status = 'pending'`),
    index('provider_verification_decided_idx').on(table.status, table.decidedAt.desc(), table.userId),
  ],
);

/** The documents a provider sent for verification, one file per document kind. */
export const providerDocument = pgTable(
  'provider_document',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** diploma, clinic_licence, certificate, identity or first_aid. */
    documentKind: text('document_kind').notNull(),
    /** A `verification_document` file of the provider's. */
    fileId: uuid('file_id')
      .notNull()
      .references(() => file.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.documentKind] })],
);
