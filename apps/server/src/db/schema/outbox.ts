import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';

/**
 * Mail and SMS that were not handed to a real sender (no SMTP or SMS provider configured). The
 * server logs each one; outside production `GET /api/outbox` lists them for people and tests.
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    link: text('link'),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_message_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('outbox_message_recipient_idx').on(table.recipient, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);
