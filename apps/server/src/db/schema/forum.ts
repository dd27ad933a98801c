import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * A forum post: a title and a body of plain text
 * (trimmed, line breaks kept, never rendered as HTML). `reply_count` and `last_activity_at` (its
 * creation or its newest reply) are kept in the row by the service in each reply's transaction,
 * so the list reads one index and counts nothing. Written by `features/forum` only.
 */
export const forumPost = pgTable(
  'forum_post',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // `/forum`: newest activity first, the id as tie-break (the keyset of its pages).
    index('forum_post_activity_idx').on(
      table.lastActivityAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The posting rate limit: an author's posts of the last minutes.
    index('forum_post_author_created_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
    check('forum_post_title_check', sql`char_length(${table.title}) between 1 and 150`),
    check('forum_post_content_check', sql`char_length(${table.content}) between 1 and 10000`),
    check('forum_post_reply_count_check', sql`${table.replyCount} >= 0`),
  ],
);

/** A reply to a post; deleted with it. */
export const forumReply = pgTable(
  'forum_reply',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPost.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A thread, oldest first (the keyset of its pages), and its newest reply.
    index('forum_reply_post_created_idx').on(table.postId, table.createdAt, table.id),
    // The reply rate limit: an author's replies of the last minute.
    index('forum_reply_author_created_idx').on(table.authorId, table.createdAt.desc().nullsFirst()),
    check('forum_reply_content_check', sql`char_length(${table.content}) between 1 and 5000`),
  ],
);

/**
 * A signed-in user's flag of a post or reply (a reason of `FORUM_FLAG_REASONS`, an optional
 * note), once per person and target, `open` until the admin's moderation page acts on
 * it. `post_id` is the thread either way (the link the admin opens) and `reply_id` the reply, so a
 * flag goes with what it flags when that is deleted.
 */
export const forumFlag = pgTable(
  'forum_flag',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    /** `post` or `reply` (`FORUM_TARGET_KINDS`). */
    targetKind: text('target_kind').notNull(),
    /** The post's or the reply's id. */
    targetId: uuid('target_id').notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPost.id, { onDelete: 'cascade' }),
    replyId: uuid('reply_id').references(() => forumReply.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** `open` until the admin acts on it, then `dismissed` or `actioned` (`FLAG_STATUSES`). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who reviewed it (features/moderation), when, and what they did (`FLAG_RESOLUTIONS`). */
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (table) => [
    // The moderation queue's one row per post or reply and status (its newest flag) and its reporter count.
    index('forum_flag_target_status_idx').on(
      table.targetId,
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    unique('forum_flag_reporter_target_key').on(
      table.reporterId,
      table.targetKind,
      table.targetId,
    ),
    // The admin's moderation list, newest first, by status.
    index('forum_flag_status_idx').on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('forum_flag_post_idx').on(table.postId),
    index('forum_flag_reply_idx')
      .on(table.replyId)
      .where(sql`reply_id is not null`),
    check(
      'forum_flag_target_check',
      sql`(${table.targetKind} = 'post' and ${table.targetId} = ${table.postId} and ${table.replyId} is null) or (${table.targetKind} = 'reply' and ${table.targetId} = ${table.replyId})`,
    ),
    check('forum_flag_note_check', sql`char_length(${table.note}) <= 500`),
  ],
);
