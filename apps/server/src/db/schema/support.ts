import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * A support ticket: opened by a signed-in user who is
 * not the admin, answered by the admins. The description is the opening text; the thread is
 * `support_ticket_message`. `number` is what people call it (`DT-000123`, `formatTicketNumber`):
 * the next of a sequence, so numbers grow in the order tickets are opened and are never reused
 * (a rolled-back opening skips one). `message_count` and `last_message_by_admin` are kept by the
 * service in each message's transaction (the row locked), so the lists read one index and count
 * nothing.
 * Statuses and priorities are `SUPPORT_TICKET_STATUSES` / `SUPPORT_TICKET_PRIORITIES`. Written by
 * `features/support` only.
 */
export const supportTicket = pgTable(
  'support_ticket',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    number: integer('number')
      .notNull()
      .unique('support_ticket_number_key')
      .generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('open'),
    priority: text('priority').notNull().default('medium'),
    /** The admin who last answered or changed it: who is looking after it. */
    assignedAdminId: text('assigned_admin_id').references(() => user.id, { onDelete: 'set null' }),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageByAdmin: boolean('last_message_by_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The admin table, every ticket: latest message first, the id as tie-break.
    index('support_ticket_last_message_idx').on(
      table.lastMessageAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The admin table filtered by status.
    index('support_ticket_status_idx').on(
      table.status,
      table.lastMessageAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The requester's own list.
    index('support_ticket_user_idx').on(
      table.userId,
      table.lastMessageAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The opening rate limit: a user's tickets of the last hour.
    index('support_ticket_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    check(
      'support_ticket_status_check',
      sql`${table.status} in ('open', 'in_progress', 'resolved', 'closed', 'new_reply_user', 'new_reply_admin')`,
    ),
    check('support_ticket_priority_check', sql`${table.priority} in ('medium', 'high')`),
    check('support_ticket_subject_check', sql`char_length(${table.subject}) between 1 and 150`),
    check(
      'support_ticket_description_check',
      sql`char_length(${table.description}) between 1 and 5000`,
    ),
    check('support_ticket_message_count_check', sql`${table.messageCount} >= 0`),
  ],
);

/**
 * One message of a ticket's thread, deleted with its ticket. The
 * sender's name is copied, so the thread reads the same after a
 * rename; `sender_id` is cleared if that account row is ever removed.
 */
export const supportTicketMessage = pgTable(
  'support_ticket_message',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTicket.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    text: text('text').notNull(),
    isAdminMessage: boolean('is_admin_message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A thread, oldest first.
    index('support_ticket_message_ticket_idx').on(table.ticketId, table.createdAt, table.id),
    check('support_ticket_message_text_check', sql`char_length(${table.text}) between 1 and 5000`),
  ],
);
