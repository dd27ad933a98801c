import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * A lost or found pet report. Any signed-in role reports; only the
 * reporter edits it or marks it reunited or closed, and edits keep the status. `searchText` is
 * derived on save (the Turkish-folded last-seen location, pet name and breed) so the list's free
 * text filter is one trigram-indexed `like`. Written by `features/lostfound` only.
 */
export const lostfoundReport = pgTable(
  'lostfound_report',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `lost` or `found` (`REPORT_TYPES`). */
    reportType: text('report_type').notNull().default('lost'),
    petName: text('pet_name'),
    /** cat, dog, bird or other (`REPORT_ANIMAL_TYPES`). */
    animalType: text('animal_type').notNull(),
    breed: text('breed'),
    gender: text('gender').notNull().default('unknown'),
    /** Keys of `REPORT_COLORS`, each once. */
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    size: text('size').notNull().default('unknown'),
    distinguishingFeatures: text('distinguishing_features'),
    /** Free text: a street, park or landmark. */
    lastSeenLocation: text('last_seen_location').notNull(),
    /** City plate code and district from the city data: the district alert compares them. */
    cityCode: text('city_code').notNull(),
    district: text('district').notNull(),
    /** The Istanbul calendar day, never after the day it was reported. */
    lastSeenDate: date('last_seen_date', { mode: 'string' }).notNull(),
    /** `HH:MM`, Istanbul wall-clock time, when known. */
    lastSeenTime: text('last_seen_time'),
    /** The report's `lostfound_photo` files, in the order shown (1–5). */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    additionalInfo: text('additional_info'),
    /** A found pet's microchip number as a vet or shelter read it (15 digits), when known. */
    microchip: text('microchip'),
    contactInfo: text('contact_info'),
    /** active, reunited or closed (`REPORT_STATUSES`). */
    status: text('status').notNull().default('active'),
    /** `foldForSearch` of the last-seen location, pet name and breed. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list, newest first, for each combination of its equality filters: a page reads about
    // its own rows whatever is chosen.
    index('lostfound_report_list_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('lostfound_report_type_idx').on(
      table.status,
      table.reportType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('lostfound_report_animal_idx').on(
      table.status,
      table.animalType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('lostfound_report_type_animal_idx').on(
      table.status,
      table.reportType,
      table.animalType,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Match candidates: active reports of one type and animal within a window of last-seen dates.
    index('lostfound_report_candidates_idx')
      .on(table.reportType, table.animalType, table.lastSeenDate)
      .where(sql`status = 'active'`),
    // Free-text words are substrings of the folded search text: trigrams find them without a scan.
    index('lostfound_report_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // A reporter's reports (account deletion).
    index('lostfound_report_reporter_idx').on(table.reporterId),
  ],
);

/**
 * A similar pair of reports (a match suggestion): a lost and a found report whose score
 * is above 50, computed when either is created or edited. The score is symmetric, so one row serves
 * both reports' similar lists and the admin's lost-found-matches page.
 */
export const lostfoundMatch = pgTable(
  'lostfound_match',
  {
    lostReportId: uuid('lost_report_id')
      .notNull()
      .references(() => lostfoundReport.id, { onDelete: 'cascade' }),
    foundReportId: uuid('found_report_id')
      .notNull()
      .references(() => lostfoundReport.id, { onDelete: 'cascade' }),
    /** 0–100. */
    score: integer('score').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The admin's review (`MATCH_STATUSES`): `pending` until confirmed or dismissed. A
     * recompute keeps it (`refreshMatches` upserts, and never drops a reviewed pair).
     */
    status: text('status').notNull().default('pending'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    // The admin's lost-found-matches page: one status, best first.
    index('lostfound_match_status_idx').on(
      table.status,
      table.score.desc().nullsFirst(),
      table.computedAt.desc().nullsFirst(),
      table.lostReportId,
      table.foundReportId,
    ),
    primaryKey({ columns: [table.lostReportId, table.foundReportId] }),
    // Each side's best matches first.
    index('lostfound_match_lost_idx').on(table.lostReportId, table.score.desc().nullsFirst()),
    index('lostfound_match_found_idx').on(table.foundReportId, table.score.desc().nullsFirst()),
    // The admin's page, best first.
    index('lostfound_match_score_idx').on(
      table.score.desc().nullsFirst(),
      table.computedAt.desc().nullsFirst(),
    ),
  ],
);

/**
 * The people who asked to hear of lost pets in their own district (off by default). A
 * row means on; turning it off deletes the row, so the table holds exactly who is told.
 */
export const lostfoundAlertSubscription = pgTable('lostfound_alert_subscription', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
