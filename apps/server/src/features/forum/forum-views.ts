import type { ForumAuthor, ForumCursor } from '@patili/domain/forum';
import type { MessageKey } from '@patili/domain/i18n';
import { isUuid } from '@patili/domain/shared';
import { and, desc, eq, gt, sql, type AnyColumn, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user, type forumPost, type forumReply } from '../../db/schema/index.ts';
import { AppError, tooManyAttempts } from '../../lib/app-error.ts';

/**
 * What the forum's services share: the caller, id checks, the authors' columns, keyset cursors
 * and the not-found answers.
 */

/** The caller as the forum needs them: who they are and whether they moderate. */
export type ForumCaller = { id: string; isAdmin: boolean };

export const postNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'forum:errors.postNotFound' });
export const replyNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'forum:errors.replyNotFound' });

/** An id that cannot be a row's is not found (it never reaches a uuid column). */
export const checkId = (id: string, notFound: () => AppError): string => {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
};

/** The author's columns, joined from the user table (name and avatar as the account shows them now). */
export const authorColumns = {
  authorName: user.name,
  authorImage: user.image,
};

export const toAuthor = (row: {
  authorId: string;
  authorName: string;
  authorImage: string | null;
}): ForumAuthor => ({
  id: row.authorId,
  name: row.authorName,
  avatarUrl: row.authorImage,
});

/** A row's time in whole microseconds since 1970, exact (the cursor's first part). */
export const microsOf = (column: AnyColumn) =>
  sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

export const cursorOf = (micros: string, id: string) => `${micros}_${id}`;

/**
 * A keyset page from rows read one past `limit`: the first `limit` as items, and the cursor of the
 * last of them when a further row shows there is more (else null).
 */
export const keysetPage = <Row extends { micros: string; id: string }, Item>(
  rows: readonly Row[],
  limit: number,
  toItem: (row: Row) => Item,
): { items: Item[]; nextCursor: string | null } => {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? cursorOf(last.micros, last.id) : null,
  };
};

/** The moment of a cursor, exact to the microsecond. */
const momentOf = (cursor: ForumCursor) =>
  sql`(timestamptz 'epoch' + ${cursor.micros.toString()}::bigint * interval '1 microsecond')`;

/** Rows after the cursor in `(time, id)` order, descending or ascending (the row comparison reads the index). */
export const afterCursor = (
  time: AnyColumn,
  id: AnyColumn,
  cursor: ForumCursor | undefined,
  direction: 'desc' | 'asc',
): SQL | undefined => {
  if (!cursor) return undefined;
  const moment = momentOf(cursor);
  return direction === 'desc'
    ? sql`(${time}, ${id}) < (${moment}, ${cursor.id}::uuid)`
    : sql`(${time}, ${id}) > (${moment}, ${cursor.id}::uuid)`;
};

/** 403 unless the caller wrote the row or is the admin (moderation). */
export const checkMayDelete = (authorId: string, caller: ForumCaller) => {
  if (authorId !== caller.id && !caller.isAdmin) {
    throw new AppError('FORBIDDEN', { messageKey: 'forum:errors.notYours' });
  }
};

/** True when the caller may delete a row written by `authorId`. */
export const mayDelete = (authorId: string, caller: ForumCaller) =>
  authorId === caller.id || caller.isAdmin;

/**
 * 429 once the author wrote `limit.count` rows of a table in the window before `now`, counted from
 * the stored rows (the table's `(author_id, created_at desc)` index), with when the oldest of them
 * leaves it. Run inside the write's transaction: it first takes the author's advisory lock of
 * `lockName`, held until the transaction ends.
 */
export const checkRateLimit = async ({
  db,
  lockName,
  table,
  authorId,
  limit,
  now,
  messageKey,
}: {
  db: Db;
  lockName: 'forum-post' | 'forum-reply';
  table: typeof forumPost | typeof forumReply;
  authorId: string;
  limit: { count: number; windowMs: number };
  now: Date;
  messageKey: MessageKey;
}) => {
  // One write of an author at a time, in every server process: the count below then holds.
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${lockName}:${authorId}`}, 0))`,
  );
  const [oldestCounted] = await db
    .select({ createdAt: table.createdAt })
    .from(table)
    .where(
      and(
        eq(table.authorId, authorId),
        gt(table.createdAt, new Date(now.getTime() - limit.windowMs)),
      ),
    )
    .orderBy(desc(table.createdAt))
    .offset(limit.count - 1)
    .limit(1);
  if (oldestCounted) {
    throw tooManyAttempts(
      oldestCounted.createdAt.getTime() + limit.windowMs - now.getTime(),
      messageKey,
    );
  }
};

/** Line ends as one newline, whatever the writer's system sent. */
export const normalizeText = (text: string) => text.replace(/\r\n?/g, '\n');
