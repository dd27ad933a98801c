import { buildPath, PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { fileUrls } from '@patili/domain/files';
import {
  isDocumentForRole,
  PROVIDER_KINDS,
  reviewVerification,
  statusAfterDocumentChange,
  VERIFICATION_DOCUMENT_KINDS,
  VERIFICATION_DOCUMENTS,
  VERIFICATION_NOTIFICATION_MESSAGES,
  VERIFICATION_NOTIFICATION_TYPES,
  VERIFICATION_REVIEW_ERRORS,
  VERIFICATION_STATUSES,
  type MyVerification,
  type VerificationDocument,
  type VerificationDocumentKind,
  type VerificationNotificationType,
  type VerificationQueueItem,
  type VerificationQueuePage,
  type VerificationQueueQuery,
  type VerificationStatus,
} from '@patili/domain/providers';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { file, providerDocument, providerProfile, providerVerification, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import { attachFiles, releaseFiles } from '../../lib/files/files.ts';
import { t } from '../../lib/i18n.ts';
import type { Messenger } from '../../lib/mail/messenger.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { recordNotifications, renderEach, sendNotificationEmails, type NotificationRenderer } from '../../lib/notifications/notifications.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/**
 * Provider verification: the provider's documents (`verification_document` files, readable by
 * them and the admins only), where their file stands, and the admins' queue and decisions. The
 * provider's profile keeps `verified` for browse, written here in the transaction of every change.
 */

const readStatus = (value: string): VerificationStatus =>
  (VERIFICATION_STATUSES as readonly string[]).includes(value) ? (value as VerificationStatus) : 'incomplete';

const readDocumentKind = (value: string): VerificationDocumentKind | null =>
  (VERIFICATION_DOCUMENT_KINDS as readonly string[]).includes(value) ? (value as VerificationDocumentKind) : null;

const readRole = (value: string): ProviderRole | null => ((PROVIDER_ROLES as readonly string[]).includes(value) ? (value as ProviderRole) : null);

type DocumentRow = { userId: string; documentKind: string; fileId: string; uploadedAt: Date; name: string; contentType: string };

/** The providers' documents with their files' names, by provider. */
const documentsOf = async (db: Db, userIds: readonly string[]): Promise<Map<string, DocumentRow[]>> => {
  const byUser = new Map<string, DocumentRow[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: providerDocument.userId,
      documentKind: providerDocument.documentKind,
      fileId: providerDocument.fileId,
      uploadedAt: providerDocument.uploadedAt,
      name: file.originalName,
      contentType: file.contentType,
    })
    .from(providerDocument)
    .innerJoin(file, eq(file.id, providerDocument.fileId))
    .where(inArray(providerDocument.userId, [...userIds]));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
};

/** The kind's documents in their order, each with the file sent for it or null. */
const documentViews = (role: ProviderRole, rows: readonly DocumentRow[]): VerificationDocument[] =>
  VERIFICATION_DOCUMENTS[role].map(({ kind, required }) => {
    const row = rows.find((r) => r.documentKind === kind);
    return {
      kind,
      required,
      file: row
        ? { id: row.fileId, url: fileUrls(row.fileId).url, name: row.name, contentType: row.contentType, uploadedAt: row.uploadedAt.toISOString() }
        : null,
    };
  });

type VerificationRow = typeof providerVerification.$inferSelect;

/**
 * The caller's verification: their file's status (a file sent for another role, before a role
 * change, counts as not sent) and each document their kind needs.
 */
export const getMyVerification = async ({ db, userId, role }: { db: Db; userId: string; role: ProviderRole }): Promise<MyVerification> => {
  const [[row], documents] = await Promise.all([
    db.select().from(providerVerification).where(eq(providerVerification.userId, userId)).limit(1),
    documentsOf(db, [userId]),
  ]);
  const current = row && row.kind === role ? row : null;
  return {
    status: current ? readStatus(current.status) : 'incomplete',
    submittedAt: current?.submittedAt?.toISOString() ?? null,
    decidedAt: current?.decidedAt?.toISOString() ?? null,
    rejectionReason: current?.status === 'rejected' ? current.rejectionReason : null,
    documents: documentViews(role, documents.get(userId) ?? []),
  };
};

/**
 * Adds, replaces (`fileId`) or removes (null) one of the caller's documents, in one transaction
 * with the file's new status: a complete file goes (back) to the admins' queue as sent now, an
 * incomplete one waits; either way any earlier decision and the profile's badge end. A replaced
 * file is deleted once the change has committed.
 */
export const changeVerificationDocument = async ({
  db,
  storage,
  userId,
  role,
  documentKind,
  fileId,
  now,
}: {
  db: Db;
  storage: Storage;
  userId: string;
  role: ProviderRole;
  documentKind: VerificationDocumentKind;
  fileId: string | null;
  now: Date;
}): Promise<MyVerification> => {
  if (!isDocumentForRole(role, documentKind)) throw new AppError('VALIDATION_FAILED', { messageKey: 'providers:verification.errors.documentNotForKind' });
  const previousFileId = await db.transaction(async (tx) => {
    // One change at a time per provider: the row is the lock (created with the first document).
    await tx.insert(providerVerification).values({ userId, kind: role, updatedAt: now }).onConflictDoNothing();
    await tx.select({ userId: providerVerification.userId }).from(providerVerification).where(eq(providerVerification.userId, userId)).for('update');
    const [previous] = await tx
      .select({ fileId: providerDocument.fileId })
      .from(providerDocument)
      .where(and(eq(providerDocument.userId, userId), eq(providerDocument.documentKind, documentKind)))
      .limit(1);
    if (previous?.fileId === fileId) return null;
    if (fileId === null) {
      if (!previous) return null;
      await tx.delete(providerDocument).where(and(eq(providerDocument.userId, userId), eq(providerDocument.documentKind, documentKind)));
    } else {
      await attachFiles({ db: tx, ownerId: userId, fileIds: [fileId], purpose: 'verification_document', field: 'fileId' });
      await tx
        .insert(providerDocument)
        .values({ userId, documentKind, fileId, uploadedAt: now })
        .onConflictDoUpdate({ target: [providerDocument.userId, providerDocument.documentKind], set: { fileId, uploadedAt: now } });
    }
    const present = await tx.select({ kind: providerDocument.documentKind }).from(providerDocument).where(eq(providerDocument.userId, userId));
    const status = statusAfterDocumentChange(
      role,
      present.flatMap((row) => readDocumentKind(row.kind) ?? []),
    );
    await tx
      .update(providerVerification)
      .set({ kind: role, status, submittedAt: status === 'pending' ? now : null, decidedAt: null, decidedBy: null, rejectionReason: null, updatedAt: now })
      .where(eq(providerVerification.userId, userId));
    await tx.update(providerProfile).set({ verified: false }).where(eq(providerProfile.userId, userId));
    return previous?.fileId ?? null;
  });
  if (previousFileId)
    await releaseFiles({ db, storage, ownerId: userId, purpose: 'verification_document', previousIds: [previousFileId] });
  return getMyVerification({ db, userId, role });
};

/** Whether the provider's file for `kind` was approved: a profile saved later starts with its badge. */
export const verifiedFor = (userId: string, kind: ProviderRole) =>
  sql<boolean>`exists (select 1 from ${providerVerification} where ${providerVerification.userId} = ${userId} and ${providerVerification.kind} = ${kind} and ${providerVerification.status} = 'verified')`;

const decider = alias(user, 'decider');

/**
 * One page of the admins' queue: pending files oldest sent first (first in, first reviewed; a
 * partial index gives the order), decided ones newest decision first (`(status, decided_at)`).
 */
export const listVerificationQueue = async ({ db, query }: { db: Db; query: VerificationQueueQuery }): Promise<VerificationQueuePage> => {
  const { status, kind, page, pageSize } = query;
  const where = and(eq(providerVerification.status, status), kind ? eq(providerVerification.kind, kind) : undefined);
  const order =
    status === 'pending'
      ? [asc(providerVerification.submittedAt), asc(providerVerification.userId)]
      : // As the index has it (a descending column sorts its nulls first unless told).
        [sql`${providerVerification.decidedAt} desc nulls last`, asc(providerVerification.userId)];
  const [rows, totals] = await Promise.all([
    queueQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(providerVerification).where(where),
  ]);
  return { items: await toQueueItems(db, rows), total: totals[0]?.total ?? 0, page, pageSize };
};

/** A queue row: the file, its provider's name and e-mail, and who decided it. */
const queueQuery = (db: Db) =>
  db
    .select({ verification: providerVerification, name: user.name, email: user.email, decidedByName: decider.name })
    .from(providerVerification)
    .innerJoin(user, eq(user.id, providerVerification.userId))
    .leftJoin(decider, eq(decider.id, providerVerification.decidedBy));

type QueueRow = Awaited<ReturnType<ReturnType<typeof queueQuery>['where']>>[number];

/** The queue rows with their documents (one query for the page). */
const toQueueItems = async (db: Db, rows: readonly QueueRow[]): Promise<VerificationQueueItem[]> => {
  const documents = await documentsOf(
    db,
    rows.map((row) => row.verification.userId),
  );
  return rows.flatMap((row): VerificationQueueItem[] => {
    const role = readRole(row.verification.kind);
    if (!role) return [];
    return [toQueueItem(row.verification, role, row, documents.get(row.verification.userId) ?? [])];
  });
};

const toQueueItem = (
  row: VerificationRow,
  role: ProviderRole,
  people: { name: string; email: string; decidedByName: string | null },
  documents: readonly DocumentRow[],
): VerificationQueueItem => ({
  userId: row.userId,
  name: people.name,
  email: people.email,
  kind: role,
  status: readStatus(row.status),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decidedByName: people.decidedByName,
  rejectionReason: row.rejectionReason,
  documents: documentViews(role, documents),
});

const renderVerificationNotification: NotificationRenderer = (locale, row) => {
  const messages = VERIFICATION_NOTIFICATION_MESSAGES[row.type as VerificationNotificationType];
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, { reason: payloadText(row.payload.reason) ?? '' }),
  };
};

/** The verification decisions told to providers, and how each is written. */
export const verificationNotifications = renderEach(VERIFICATION_NOTIFICATION_TYPES, renderVerificationNotification);

/**
 * An admin approves or rejects a provider's pending file as their screen showed it (its
 * `submittedAt`): one transaction with the profile's badge, the action log and the provider's
 * notification (e-mailed once committed). A file already decided, not complete, or changed since
 * is a 409 with its message.
 */
export const decideVerification = async ({
  db,
  messenger,
  appUrl,
  actor,
  userId,
  decision,
  now,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  actor: AuditActor;
  userId: string;
  decision: { approve: true; submittedAt: string } | { approve: false; submittedAt: string; reason: string };
  now: Date;
}): Promise<VerificationQueueItem> => {
  const notifications = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(providerVerification).where(eq(providerVerification.userId, userId)).for('update').limit(1);
    const role = row ? readRole(row.kind) : null;
    if (!row || !role) throw new AppError('NOT_FOUND', { messageKey: 'providers:verification.errors.notFound' });
    const outcome = reviewVerification(
      { status: readStatus(row.status), submittedAt: row.submittedAt?.toISOString() ?? null },
      { approve: decision.approve, shownSubmittedAt: decision.submittedAt },
    );
    if (!outcome.ok) throw new AppError('CONFLICT', { messageKey: VERIFICATION_REVIEW_ERRORS[outcome.error] });
    const reason = decision.approve ? null : decision.reason;
    await tx
      .update(providerVerification)
      .set({ status: outcome.status, decidedAt: now, decidedBy: actor.adminId, rejectionReason: reason, updatedAt: now })
      .where(eq(providerVerification.userId, userId));
    await tx
      .update(providerProfile)
      .set({ verified: decision.approve })
      .where(and(eq(providerProfile.userId, userId), eq(providerProfile.kind, role)));
    const [provider] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
    const names = { name: provider?.name ?? '', kind: t('tr', `common:roles.${role}`) };
    await recordAdminAction(tx, actor, {
      actionType: decision.approve ? 'provider_verified' : 'provider_verification_rejected',
      targetType: 'user',
      targetId: userId,
      description: decision.approve
        ? t('tr', 'providers:verification.audit.verified', names)
        : t('tr', 'providers:verification.audit.rejected', { ...names, reason: reason ?? '' }),
    });
    return recordNotifications({
      db: tx,
      now,
      notifications: [
        {
          userId,
          type: decision.approve ? 'provider_verified' : 'provider_verification_rejected',
          payload: { reason },
          path: buildPath(PROVIDER_KINDS[role].routes.setup),
        },
      ],
    });
  });
  await sendNotificationEmails({ db, messenger, appUrl, renderers: verificationNotifications, notifications });
  const [item] = await toQueueItems(db, await queueQuery(db).where(eq(providerVerification.userId, userId)).limit(1));
  if (!item) throw new AppError('NOT_FOUND', { messageKey: 'providers:verification.errors.notFound' });
  return item;
};
