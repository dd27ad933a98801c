import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { booking } from './bookings.ts';

/**
 * A walk followed live: the walker's positions while the walk is under way, thinned to
 * at most one per 3 s and at most 3 000 a walk (`thinWalkPoints`), each time within the walk. The
 * route only grows forward, so `recorded_at` orders it and an owner's screen asks for the points
 * after the last it has. Written by features/bookings; goes with the booking.
 */
export const walkPoint = pgTable(
  'walk_point',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The reading's radius of uncertainty in metres, when the device gave one. */
    accuracy: real('accuracy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The route of a walk in time order, and the points after an instant (the index of both reads).
    primaryKey({ name: 'walk_point_pkey', columns: [table.bookingId, table.recordedAt] }),
    check(
      'walk_point_coordinates_check',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180`,
    ),
  ],
);

/**
 * The walker's report of a finished walk: an optional note and up to five
 * `walk_report_photo` uploads, with the distance walked when it was written. One per walk; the
 * walker may rewrite it. Written by features/bookings; goes with the booking.
 */
export const walkReport = pgTable(
  'walk_report',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => booking.id, { onDelete: 'cascade' }),
    note: text('note'),
    /** The attached photos, in the order chosen. */
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    distanceM: integer('distance_m').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('walk_report_note_check', sql`char_length(${table.note}) <= 1000`),
    check('walk_report_photos_check', sql`cardinality(${table.photoIds}) <= 5`),
    check('walk_report_distance_check', sql`${table.distanceM} >= 0`),
  ],
);
