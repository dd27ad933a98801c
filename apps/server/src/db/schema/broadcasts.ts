import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * An admin's announcement: a title and a message told to every
 * member of an audience (`BROADCAST_AUDIENCES`) as an `admin_broadcast` notification. The request
 * stores the row `queued` and answers at once; delivery writes the notifications in batches
 * (`features/broadcasts/delivery.service.ts`), each batch in its own transaction that moves
 * `cursor` (the last user id told, in id order) and `delivered_count`, so a delivery interrupted
 * by a restart resumes where it stopped and tells no one twice. The audience is the accounts that
 * existed when the broadcast was sent. Written by `features/broadcasts` only.
 */
export const broadcast = pgTable(
  'broadcast',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    adminId: text('admin_id').references(() => user.id, { onDelete: 'set null' }),
    /** Copied, so the history reads the same after the admin's account is renamed or deleted. */
    adminName: text('admin_name').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** all, sitters or owners. */
    audience: text('audience').notNull(),
    /** queued → sending → sent, or failed after a batch failed every attempt (`BROADCAST_STATUSES`). */
    status: text('status').notNull().default('queued'),
    /** The audience's size when it was sent. */
    recipientCount: integer('recipient_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    /** The last user id delivered to (users are told in id order); null before the first batch. */
    cursor: text('cursor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    // The history, newest first.
    index('broadcast_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The deliveries still to do (the resume job).
    index('broadcast_pending_idx')
      .on(table.createdAt)
      .where(sql`status in ('queued', 'sending')`),
    check('broadcast_title_check', sql`char_length(${table.title}) between 1 and 150`),
    check('broadcast_message_check', sql`char_length(${table.message}) between 1 and 2000`),
    check(
      'broadcast_counts_check',
      sql`${table.deliveredCount} >= 0 and ${table.recipientCount} >= 0`,
    ),
  ],
);
