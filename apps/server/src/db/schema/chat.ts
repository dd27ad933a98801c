import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';
import { booking } from './bookings.ts';
import { lostfoundReport } from './lostfound.ts';
import { matingListing } from './mating.ts';

/**
 * One conversation between two people about one thing (decision 012). `chat_key` is the chat id
 * (`booking_{id}`), and for a listing or report the chat id, a colon and the asker's id, since
 * everyone who writes to a holder has their own conversation with them (`conversationKeyOf` in
 * @patili/domain/chat). The row is written with the first message, so a conversation someone only
 * opened never appears in anyone's list. Written by `features/chat` only.
 */
export const conversation = pgTable(
  'conversation',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    chatKey: text('chat_key').notNull().unique('conversation_chat_key_key'),
    /** `CHAT_KINDS`: booking, question, adoption, lostfound, mating. */
    kind: text('kind').notNull(),
    /** The booking, listing or report it is about; for a question, the provider asked. */
    contextId: uuid('context_id').notNull(),
    /** The listing's owner, the report's reporter or the provider asked; null for a booking. */
    holderId: text('holder_id').references(() => user.id, { onDelete: 'cascade' }),
    /** The booking of a booking conversation, so deleting the booking deletes its conversation. */
    bookingId: uuid('booking_id').references(() => booking.id, { onDelete: 'cascade' }),
    /** The listing of a mating conversation, so deleting the listing deletes its conversations. */
    matingListingId: uuid('mating_listing_id').references(() => matingListing.id, {
      onDelete: 'cascade',
    }),
    /** The report of a lost-and-found conversation, so deleting the report deletes its conversations. */
    lostfoundReportId: uuid('lostfound_report_id').references(() => lostfoundReport.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('conversation_booking_idx').on(table.bookingId),
    index('conversation_lostfound_report_idx').on(table.lostfoundReportId),
    check(
      'conversation_lostfound_report_check',
      sql`${table.kind} <> 'lostfound' or ${table.lostfoundReportId} = ${table.contextId}`,
    ),
    index('conversation_mating_listing_idx').on(table.matingListingId),
    check(
      'conversation_mating_listing_check',
      sql`${table.kind} <> 'mating' or ${table.matingListingId} = ${table.contextId}`,
    ),
    check(
      'conversation_booking_check',
      sql`${table.kind} <> 'booking' or ${table.bookingId} = ${table.contextId}`,
    ),
  ],
);

/**
 * A member's side of a conversation (exactly two per conversation): their unread count, when they
 * last read it (the other member's read receipts) and the conversation's last activity, kept here so
 * a person's list (`/chat`, newest activity first) and unread badge read one index.
 */
export const conversationMember = pgTable(
  'conversation_member',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    otherUserId: text('other_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Messages from the other member since this member last read the conversation. */
    unreadCount: integer('unread_count').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** The conversation's newest message, either side's (the list's order). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'conversation_member_pkey', columns: [table.conversationId, table.userId] }),
    // The list, newest activity first (ends on the conversation id).
    index('conversation_member_user_idx').on(
      table.userId,
      table.lastActivityAt.desc().nullsFirst(),
      table.conversationId.desc().nullsFirst(),
    ),
    // The Messages link's badge: only the conversations with something unread.
    index('conversation_member_unread_idx')
      .on(table.userId, table.unreadCount)
      .where(sql`unread_count > 0`),
    check('conversation_member_unread_check', sql`${table.unreadCount} >= 0`),
    check('conversation_member_other_check', sql`${table.userId} <> ${table.otherUserId}`),
  ],
);

/**
 * A message: plain text (trimmed, at most 2 000 characters, never rendered as HTML) and/or images
 * (`chat_photo` uploads, attached in the send's transaction). The sender names each message
 * (`client_id`), so a resend is recognised (unique per sender). `cursor` is the server's order:
 * taken after the conversation row is locked by the send, so within a conversation it grows in
 * commit order and history pages by it without gaps.
 */
export const message = pgTable(
  'message',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    text: text('text').notNull().default(''),
    /** The attached files, in the order sent. */
    attachmentIds: uuid('attachment_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    cursor: bigint('cursor', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('message_sender_client_key').on(table.senderId, table.clientId),
    // History, newest page first.
    index('message_conversation_cursor_idx').on(
      table.conversationId,
      table.cursor.desc().nullsFirst(),
    ),
    // The send rate limit: a sender's messages of the last seconds.
    index('message_sender_created_idx').on(table.senderId, table.createdAt.desc().nullsFirst()),
    // Who may read an attached image (features/files): the message that carries it.
    index('message_attachment_ids_idx').using('gin', table.attachmentIds),
    check('message_text_length_check', sql`char_length(${table.text}) <= 2000`),
    check(
      'message_content_check',
      sql`${table.text} <> '' or cardinality(${table.attachmentIds}) > 0`,
    ),
  ],
);

/**
 * A member's flag of a message the other member sent (a reason, an optional note), once per
 * person and message. The admin's flagged-messages page reads the open ones and acts on them.
 */
export const messageFlag = pgTable(
  'message_flag',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    messageId: uuid('message_id')
      .notNull()
      .references(() => message.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** `MESSAGE_FLAG_REASONS`. */
    reason: text('reason').notNull(),
    details: text('details'),
    /** `open` until the admin acts on it, then `dismissed` or `actioned` (`FLAG_STATUSES`). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who reviewed it (features/moderation), when, and what they did (`FLAG_RESOLUTIONS`). */
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (table) => [
    unique('message_flag_message_reporter_key').on(table.messageId, table.reporterId),
    // The moderation queue's one row per message and status (its newest flag) and its reporter count.
    index('message_flag_message_status_idx').on(
      table.messageId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The admin's list, newest first, by status.
    index('message_flag_status_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);
