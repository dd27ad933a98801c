import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/** Wrong passwords in a row per account and, once too many, until when its password checks wait. */
export const passwordFailure = pgTable('password_failure', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Something the admin's security operations page lists (a lock-out, …), newest first. */
export const securityEvent = pgTable(
  'security_event',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    /** One of `SECURITY_EVENT_KINDS`. */
    kind: text('kind').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The client address the event came from, when known. */
    ipAddress: text('ip_address'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('security_event_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())],
);
