import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { booking } from './bookings.ts';
import { emergencyRequest } from './emergencies.ts';

/**
 * Something a user is told in the app: one table for every event.
 * Booking events name their booking; `payload` holds what the message needs (names, dates), so
 * the text is written in the reader's language when it is read. Written by `lib/notifications`.
 */
export const notification = pgTable(
  'notification',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `booking_requested`, `booking_accepted`, … (`NOTIFICATION_TYPES`). */
    type: text('type').notNull(),
    bookingId: uuid('booking_id').references(() => booking.id, { onDelete: 'cascade' }),
    emergencyRequestId: uuid('emergency_request_id').references(() => emergencyRequest.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list, newest first, and the unread badge.
    index('notification_user_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('notification_user_unread_idx')
      .on(table.userId)
      .where(sql`read_at is null`),
  ],
);
