import { buildPath } from '@patili/domain/access';
import { isUuid } from '@patili/domain/shared';
import {
  excerptOf,
  readFlagResolution,
  readFlagStatus,
  type FlagAuthor,
  type FlagFilter,
  type FlagKind,
  type FlagList,
  type FlaggedItemDetail,
  type FlagReport,
  type FlagStatus,
} from '@patili/domain/moderation';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import {
  adoptionListing,
  conversation,
  conversationMember,
  forumFlag,
  forumPost,
  forumReply,
  lostfoundReport,
  matingListing,
  message,
  messageFlag,
  user,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The flagged-content queue: the chat's message flags and
 * the forum's flags, one row per flagged item and status — its newest flag stands for the
 * others (`message_flag_message_status_idx`, `forum_flag_target_status_idx` find a newer one) —
 * open first, newest first. The flags are written by `features/chat` and `features/forum`; this
 * feature only reads them and writes their review columns (flag-actions.service.ts).
 */

export const flagNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'moderation:errors.notFound' });

/** 404 unless `targetId` is a uuid (a malformed id is an item that does not exist). */
export const checkTargetId = (targetId: string) => {
  if (!isUuid(targetId)) throw flagNotFound();
};

const DELETED_NAME = '—';

/** The author as the queue shows them; null when the account is gone. */
const toAuthor = (row: {
  id: string | null;
  name: string | null;
  role: string | null;
  isActive: boolean | null;
  deletedAt: Date | null;
}): FlagAuthor | null =>
  row.id && !row.deletedAt
    ? {
        id: row.id,
        name: row.name ?? DELETED_NAME,
        isAdmin: row.role === 'admin',
        isActive: row.isActive ?? false,
      }
    : null;

/** The representative flags of one table: the newest of each target and status (optionally one status). */
const messageRepresentatives = (status: FlagStatus | null) =>
  sql`select 'message' as kind, ${messageFlag.messageId} as target_id, ${messageFlag.status} as status,
      ${messageFlag.createdAt} as created_at, ${messageFlag.id} as id, ${messageFlag.reason} as reason
    from ${messageFlag}
    where ${status ? sql`${messageFlag.status} = ${status}` : sql`true`}
      and not exists (select 1 from message_flag newer where newer.message_id = ${messageFlag.messageId}
        and newer.status = ${messageFlag.status}
        and (newer.created_at, newer.id) > (${messageFlag.createdAt}, ${messageFlag.id}))`;

const forumRepresentatives = (status: FlagStatus | null) =>
  sql`select case ${forumFlag.targetKind} when 'post' then 'forum_post' else 'forum_reply' end as kind,
      ${forumFlag.targetId} as target_id, ${forumFlag.status} as status,
      ${forumFlag.createdAt} as created_at, ${forumFlag.id} as id, ${forumFlag.reason} as reason
    from ${forumFlag}
    where ${status ? sql`${forumFlag.status} = ${status}` : sql`true`}
      and not exists (select 1 from forum_flag newer where newer.target_id = ${forumFlag.targetId}
        and newer.status = ${forumFlag.status}
        and (newer.created_at, newer.id) > (${forumFlag.createdAt}, ${forumFlag.id}))`;

/** The rows of an `execute` answer: both drivers answer `{ rows }` (PGlite and node-postgres). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type QueueRow = {
  kind: FlagKind;
  target_id: string;
  status: string;
  created_at: Date | string;
  reason: string;
};

/** The author columns a flag's content query selects, as the queue shows them. */
const authorOf = (row: {
  authorId: string | null;
  authorName: string | null;
  authorRole: string | null;
  authorActive: boolean | null;
  authorDeletedAt: Date | null;
}) =>
  toAuthor({
    id: row.authorId,
    name: row.authorName,
    role: row.authorRole,
    isActive: row.authorActive,
    deletedAt: row.authorDeletedAt,
  });

/** The content, author and reporter count of the page's items, read in one query per table. */
const loadPageDetails = async (db: Db, rows: readonly QueueRow[]) => {
  const messageIds = rows.filter((row) => row.kind === 'message').map((row) => row.target_id);
  const postIds = rows.filter((row) => row.kind === 'forum_post').map((row) => row.target_id);
  const replyIds = rows.filter((row) => row.kind === 'forum_reply').map((row) => row.target_id);
  const authorColumns = {
    authorId: user.id,
    authorName: user.name,
    authorRole: user.role,
    authorActive: user.isActive,
    authorDeletedAt: user.deletedAt,
  };
  const [messages, posts, replies, messageCounts, forumCounts] = await Promise.all([
    messageIds.length === 0
      ? []
      : db
          .select({
            id: message.id,
            text: message.text,
            attachmentIds: message.attachmentIds,
            ...authorColumns,
          })
          .from(message)
          .leftJoin(user, eq(user.id, message.senderId))
          .where(inArray(message.id, messageIds)),
    postIds.length === 0
      ? []
      : db
          .select({
            id: forumPost.id,
            title: forumPost.title,
            text: forumPost.content,
            ...authorColumns,
          })
          .from(forumPost)
          .leftJoin(user, eq(user.id, forumPost.authorId))
          .where(inArray(forumPost.id, postIds)),
    replyIds.length === 0
      ? []
      : db
          .select({ id: forumReply.id, text: forumReply.content, ...authorColumns })
          .from(forumReply)
          .leftJoin(user, eq(user.id, forumReply.authorId))
          .where(inArray(forumReply.id, replyIds)),
    messageIds.length === 0
      ? []
      : db
          .select({
            targetId: messageFlag.messageId,
            status: messageFlag.status,
            count: sql<number>`count(*)::int`,
          })
          .from(messageFlag)
          .where(inArray(messageFlag.messageId, messageIds))
          .groupBy(messageFlag.messageId, messageFlag.status),
    postIds.length + replyIds.length === 0
      ? []
      : db
          .select({
            targetId: forumFlag.targetId,
            status: forumFlag.status,
            count: sql<number>`count(*)::int`,
          })
          .from(forumFlag)
          .where(inArray(forumFlag.targetId, [...postIds, ...replyIds]))
          .groupBy(forumFlag.targetId, forumFlag.status),
  ]);
  const content = new Map<string, { text: string; author: FlagAuthor | null }>();
  for (const row of messages) content.set(row.id, { text: row.text, author: authorOf(row) });
  for (const row of posts)
    content.set(row.id, { text: `${row.title} — ${row.text}`, author: authorOf(row) });
  for (const row of replies) content.set(row.id, { text: row.text, author: authorOf(row) });
  const counts = new Map<string, number>();
  for (const row of [...messageCounts, ...forumCounts])
    counts.set(`${row.targetId}:${row.status}`, row.count);
  return { content, counts };
};

/**
 * One page of the queue: one status (open by default) or all of them (open first), newest first
 * within a status. The count reads the same representatives.
 */
export const listFlags = async ({
  db,
  status,
  page,
  pageSize,
}: {
  db: Db;
  status: FlagFilter;
  page: number;
  pageSize: number;
}): Promise<FlagList> => {
  const only = status === 'all' ? null : status;
  const union = sql`(${messageRepresentatives(only)}) union all (${forumRepresentatives(only)})`;
  const [pageResult, totalResult] = await Promise.all([
    db.execute(
      sql`select kind, target_id, status, created_at, reason from (${union}) as queue
        order by ${only ? sql`` : sql`(status = 'open') desc,`} created_at desc, id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    db.execute(sql`select count(*)::int as total from (${union}) as queue`),
  ]);
  const rows = rowsOf<QueueRow>(pageResult);
  const total = Number(rowsOf<{ total: number }>(totalResult)[0]?.total ?? 0);
  const { content, counts } = await loadPageDetails(db, rows);
  return {
    items: rows.map((row) => {
      const found = content.get(row.target_id);
      return {
        kind: row.kind,
        targetId: row.target_id,
        status: readFlagStatus(row.status),
        excerpt: excerptOf(found?.text ?? ''),
        author: found?.author ?? null,
        reporterCount: counts.get(`${row.target_id}:${row.status}`) ?? 1,
        reason: row.reason,
        reportedAt: new Date(row.created_at).toISOString(),
      };
    }),
    total,
    page,
    pageSize,
  };
};

const reviewer = alias(user, 'reviewer');

/** Every report of a target, newest first, with who reported it and who reviewed it. */
const reportsOf = async (db: Db, kind: FlagKind, targetId: string): Promise<FlagReport[]> => {
  const rows =
    kind === 'message'
      ? await db
          .select({
            id: messageFlag.id,
            reporterName: user.name,
            reason: messageFlag.reason,
            note: messageFlag.details,
            status: messageFlag.status,
            resolution: messageFlag.resolution,
            reviewedByName: reviewer.name,
            reviewedAt: messageFlag.reviewedAt,
            createdAt: messageFlag.createdAt,
          })
          .from(messageFlag)
          .innerJoin(user, eq(user.id, messageFlag.reporterId))
          .leftJoin(reviewer, eq(reviewer.id, messageFlag.reviewedBy))
          .where(eq(messageFlag.messageId, targetId))
          .orderBy(desc(messageFlag.createdAt), desc(messageFlag.id))
      : await db
          .select({
            id: forumFlag.id,
            reporterName: user.name,
            reason: forumFlag.reason,
            note: forumFlag.note,
            status: forumFlag.status,
            resolution: forumFlag.resolution,
            reviewedByName: reviewer.name,
            reviewedAt: forumFlag.reviewedAt,
            createdAt: forumFlag.createdAt,
          })
          .from(forumFlag)
          .innerJoin(user, eq(user.id, forumFlag.reporterId))
          .leftJoin(reviewer, eq(reviewer.id, forumFlag.reviewedBy))
          .where(
            and(
              eq(forumFlag.targetId, targetId),
              eq(forumFlag.targetKind, kind === 'forum_post' ? 'post' : 'reply'),
            ),
          )
          .orderBy(desc(forumFlag.createdAt), desc(forumFlag.id));
  return rows.map((row) => ({
    id: row.id,
    reporterName: row.reporterName,
    reason: row.reason,
    note: row.note,
    status: readFlagStatus(row.status),
    resolution: readFlagResolution(row.resolution),
    reviewedByName: row.reviewedByName,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
};

/** The item's state: open while any report of it is open, else its newest report's. */
const itemStatus = (reports: readonly FlagReport[]): FlagStatus =>
  reports.some((report) => report.status === 'open') ? 'open' : (reports[0]?.status ?? 'open');

/** The title of what a conversation is about, when it has one (a listing or a report). */
const conversationSubject = async (
  db: Db,
  kind: string,
  contextId: string,
): Promise<string | null> => {
  if (kind === 'adoption') {
    const [row] = await db
      .select({ breed: adoptionListing.breed, city: adoptionListing.cityName })
      .from(adoptionListing)
      .where(eq(adoptionListing.id, contextId))
      .limit(1);
    return row ? `${row.breed}, ${row.city}` : null;
  }
  if (kind === 'mating') {
    const [row] = await db
      .select({ title: matingListing.listingTitle })
      .from(matingListing)
      .where(eq(matingListing.id, contextId))
      .limit(1);
    return row?.title ?? null;
  }
  if (kind === 'lostfound') {
    const [row] = await db
      .select({ petName: lostfoundReport.petName, location: lostfoundReport.lastSeenLocation })
      .from(lostfoundReport)
      .where(eq(lostfoundReport.id, contextId))
      .limit(1);
    return row ? (row.petName ?? row.location) : null;
  }
  return null;
};

const authorSelection = {
  authorId: user.id,
  authorName: user.name,
  authorRole: user.role,
  authorActive: user.isActive,
  authorDeletedAt: user.deletedAt,
};

/**
 * The review of one item: its content whole, its author and context, and every report of it. A
 * chat message shows only itself and its conversation's subject and members. 404 when the item or
 * its reports are gone.
 */
export const getFlaggedItem = async ({
  db,
  kind,
  targetId,
}: {
  db: Db;
  kind: FlagKind;
  targetId: string;
}): Promise<FlaggedItemDetail> => {
  checkTargetId(targetId);
  const reports = await reportsOf(db, kind, targetId);
  if (reports.length === 0) throw flagNotFound();
  const base = { kind, targetId, status: itemStatus(reports), reports };
  if (kind === 'message') {
    const [row] = await db
      .select({
        text: message.text,
        attachmentIds: message.attachmentIds,
        createdAt: message.createdAt,
        conversationId: message.conversationId,
        conversationKind: conversation.kind,
        contextId: conversation.contextId,
        ...authorSelection,
      })
      .from(message)
      .innerJoin(conversation, eq(conversation.id, message.conversationId))
      .leftJoin(user, eq(user.id, message.senderId))
      .where(eq(message.id, targetId))
      .limit(1);
    if (!row) throw flagNotFound();
    const [members, subject] = await Promise.all([
      db
        .select({ name: user.name })
        .from(conversationMember)
        .innerJoin(user, eq(user.id, conversationMember.userId))
        .where(eq(conversationMember.conversationId, row.conversationId))
        .orderBy(user.name),
      conversationSubject(db, row.conversationKind, row.contextId),
    ]);
    return {
      ...base,
      content: row.text,
      attachmentCount: row.attachmentIds.length,
      createdAt: row.createdAt.toISOString(),
      author: authorOf(row),
      context: {
        kind: 'conversation',
        conversationKind: row.conversationKind,
        subject,
        members: members.map((member) => member.name),
      },
    };
  }
  const where: SQL =
    kind === 'forum_post' ? eq(forumPost.id, targetId) : eq(forumReply.id, targetId);
  const [row] =
    kind === 'forum_post'
      ? await db
          .select({
            text: forumPost.content,
            createdAt: forumPost.createdAt,
            postId: forumPost.id,
            postTitle: forumPost.title,
            ...authorSelection,
          })
          .from(forumPost)
          .leftJoin(user, eq(user.id, forumPost.authorId))
          .where(where)
          .limit(1)
      : await db
          .select({
            text: forumReply.content,
            createdAt: forumReply.createdAt,
            postId: forumPost.id,
            postTitle: forumPost.title,
            ...authorSelection,
          })
          .from(forumReply)
          .innerJoin(forumPost, eq(forumPost.id, forumReply.postId))
          .leftJoin(user, eq(user.id, forumReply.authorId))
          .where(where)
          .limit(1);
  if (!row) throw flagNotFound();
  return {
    ...base,
    content: row.text,
    attachmentCount: 0,
    createdAt: row.createdAt.toISOString(),
    author: authorOf(row),
    context: {
      kind: 'forum',
      postId: row.postId,
      postTitle: row.postTitle,
      path: buildPath('forum.post', { postId: row.postId }),
    },
  };
};
