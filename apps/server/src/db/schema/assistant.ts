import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * What a user lets Peri use: their name, their role and
 * their recent activity (own bookings, pets, listings), each on its own, with when they last
 * decided. No row means nothing consented and not yet asked. Written by `features/assistant` only.
 */
export const assistantConsent = pgTable('assistant_consent', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: boolean('name').notNull().default(false),
  role: boolean('role').notNull().default(false),
  recentActivity: boolean('recent_activity').notNull().default(false),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One message of a user's conversation with Peri: kept for
 * the `Europe/Istanbul` calendar day it was written on (`day`); older days are removed. A bot
 * message may carry the passages it cites and an action it proposes (a support ticket to open, a
 * ticket reply or status change for an admin), which the user confirms or declines.
 */
export const assistantMessage = pgTable(
  'assistant_message',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The Istanbul calendar day of `created_at`. */
    day: date('day', { mode: 'string' }).notNull(),
    sender: text('sender').notNull(),
    text: text('text').notNull(),
    /** Links to the help passages and articles the answer used: `{ title, href }[]`. */
    citations: jsonb('citations').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    /** A proposed action awaiting the user's answer, or its outcome once answered. */
    action: jsonb('action').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_message_user_day_idx').on(table.userId, table.day, table.createdAt, table.id),
    index('assistant_message_day_idx').on(table.day),
    check('assistant_message_sender_check', sql`${table.sender} in ('user', 'bot')`),
    check('assistant_message_text_check', sql`char_length(${table.text}) between 1 and 8000`),
  ],
);

/**
 * The server's log of Peri's use: who asked, what kind of answer, through which
 * answerer, how long it took and whether it worked. The question's text is kept only when the
 * user consented to recent activity; otherwise `text` is null.
 */
export const assistantInteraction = pgTable(
  'assistant_interaction',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** `message`, `consent_changed`, `action_confirmed`, `action_declined`, … */
    kind: text('kind').notNull(),
    /** `builtin` or `ai`. */
    answerer: text('answerer'),
    /** `answered`, `unknown`, `failed`, `timeout`, … */
    outcome: text('outcome'),
    text: text('text'),
    latencyMs: integer('latency_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_interaction_created_idx').on(table.createdAt.desc().nullsFirst()),
    // One user's rows: their data export and the account deletion.
    index('assistant_interaction_user_idx').on(table.userId, table.createdAt),
  ],
);
