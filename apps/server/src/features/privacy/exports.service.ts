import { buildPath } from '@patili/domain/access';
import {
  DATA_EXPORT_MAX_ATTEMPTS,
  DATA_EXPORT_READY_NOTIFICATION,
  DATA_EXPORT_STALE_MS,
  dataExportExpiry,
  dataExportFileName,
  effectiveExportStatus,
  isExportInProgress,
  type DataExportStatus,
  type DataExportView,
} from '@patili/domain/privacy';
import { isLocale, type Locale } from '@patili/domain/i18n';
import { isUuid, istanbulToday } from '@patili/domain/shared';
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { dataExport, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { afterResponse } from '../../lib/after-response.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { t } from '../../lib/i18n.ts';
import type { Job } from '../../lib/jobs.ts';
import { logger } from '../../lib/logger.ts';
import { formatCalendarDate } from '../../lib/notifications/format.ts';
import { recordNotifications, renderEach, sendNotificationEmails, type NotificationRenderer } from '../../lib/notifications/notifications.ts';
import { isoOrNull, type ExportSection, type PrivacyParts } from '../../lib/privacy.ts';
import type { StoredObject } from '../../lib/storage/storage.ts';
import { listConsents } from './consents.service.ts';
import { buildExportArchive } from './export-archive.ts';

/**
 * Data exports: a request stores the export `queued` and starts preparing it after the answer;
 * the `data-exports` job also takes whatever waits (a restart, another process's request). A
 * process takes one export at a time under `for update skip locked`, gathers every feature's
 * sections (`AppDeps.privacy.exporters`), writes the ZIP to storage, marks it ready for 7 days and
 * tells the user in the app and by e-mail. Ready exports past their days lose their file.
 */

type ExportRow = typeof dataExport.$inferSelect;

/** How many of a user's exports the privacy centre lists. */
const LISTED = 5;


export const toExportView = (row: ExportRow, now: Date): DataExportView => ({
  id: row.id,
  status: effectiveExportStatus({ status: row.status as DataExportStatus, expiresAt: row.expiresAt }, now),
  requestedAt: row.requestedAt.toISOString(),
  readyAt: isoOrNull(row.readyAt),
  expiresAt: isoOrNull(row.expiresAt),
  sizeBytes: row.sizeBytes,
});

/** `GET /api/privacy/exports`: the caller's last exports, newest first. */
export const listExports = async ({ db, userId, now }: { db: Db; userId: string; now: Date }): Promise<DataExportView[]> => {
  const rows = await db
    .select()
    .from(dataExport)
    .where(eq(dataExport.userId, userId))
    .orderBy(desc(dataExport.requestedAt), desc(dataExport.id))
    .limit(LISTED);
  return rows.map((row) => toExportView(row, now));
};

/**
 * `POST /api/privacy/exports`: queues an export, refused (409) while another is on its way; the
 * request and its action-log line commit together.
 */
export const requestExport = async ({ db, actor, now }: { db: Db; actor: AuditActor; now: Date }): Promise<DataExportView> =>
  db.transaction(async (tx) => {
    // The user's row is the lock two simultaneous requests meet at.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.adminId)).for('update');
    const [latest] = await tx
      .select({ status: dataExport.status })
      .from(dataExport)
      .where(eq(dataExport.userId, actor.adminId))
      .orderBy(desc(dataExport.requestedAt))
      .limit(1);
    if (latest && isExportInProgress(latest.status as DataExportStatus))
      throw new AppError('CONFLICT', { messageKey: 'privacy:errors.exportInProgress' });
    const [row] = await tx.insert(dataExport).values({ userId: actor.adminId, requestedAt: now }).returning();
    if (!row) throw new Error('data export insert returned nothing');
    await recordAdminAction(tx, actor, { actionType: 'data_export_requested', targetType: 'user', targetId: actor.adminId, description: 'Veri dökümü istendi' });
    return toExportView(row, now);
  });

/**
 * `GET /api/privacy/exports/{id}/download`: the caller's own ready export, or 404 (someone
 * else's, unknown, not ready, or past its days); the download is logged.
 */
export const openExportDownload = async ({
  db,
  storage,
  actor,
  exportId,
  now,
}: {
  db: Db;
  storage: AppDeps['storage'];
  actor: AuditActor;
  exportId: string;
  now: Date;
}): Promise<{ object: StoredObject; fileName: string }> => {
  if (!isUuid(exportId)) throw new AppError('NOT_FOUND');
  const [row] = await db
    .select()
    .from(dataExport)
    .where(and(eq(dataExport.id, exportId), eq(dataExport.userId, actor.adminId)))
    .limit(1);
  if (!row || !row.storageKey || !row.readyAt || toExportView(row, now).status !== 'ready')
    throw new AppError('NOT_FOUND', { messageKey: 'privacy:errors.exportGone' });
  const object = await storage.get(row.storageKey);
  if (!object) {
    logger.error(`data export ${row.id} has no object under ${row.storageKey}`);
    throw new AppError('NOT_FOUND', { messageKey: 'privacy:errors.exportGone' });
  }
  await recordAdminAction(db, actor, { actionType: 'data_export_downloaded', targetType: 'user', targetId: actor.adminId, description: 'Veri dökümü indirildi' });
  return { object, fileName: dataExportFileName(istanbulToday(row.readyAt)) };
};

/** Takes the oldest export waiting (or one whose preparation was cut short), or null. */
const claimNext = async (db: Db, now: Date): Promise<ExportRow | null> =>
  db.transaction(async (tx) => {
    const stale = new Date(now.getTime() - DATA_EXPORT_STALE_MS);
    const [waiting] = await tx
      .select({ id: dataExport.id })
      .from(dataExport)
      .where(
        or(eq(dataExport.status, 'queued'), and(eq(dataExport.status, 'preparing'), lt(dataExport.startedAt, stale))),
      )
      .orderBy(asc(dataExport.requestedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!waiting) return null;
    const [taken] = await tx
      .update(dataExport)
      .set({ status: 'preparing', startedAt: now, attempts: sql`${dataExport.attempts} + 1` })
      .where(eq(dataExport.id, waiting.id))
      .returning();
    return taken ?? null;
  });

const readmeOf = async (db: Db, userId: string, now: Date): Promise<string> => {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  const date = istanbulToday(now);
  const first: Locale = row && isLocale(row.locale) ? row.locale : 'tr';
  const other: Locale = first === 'tr' ? 'en' : 'tr';
  return [first, other].map((locale) => t(locale, 'privacy:export.readme', { date: formatCalendarDate(locale, date) })).join('\n\n') + '\n';
};

/**
 * Every feature's sections for one user, in the order of the features, after the consents (each
 * read from its own feature, as the privacy centre shows them).
 */
export const gatherSections = async (db: Db, parts: PrivacyParts, userId: string): Promise<ExportSection[]> => {
  const sections: ExportSection[] = [{ area: 'consents', data: await listConsents({ db, parts, userId }) }];
  for (const { exportData } of parts.exporters) sections.push(...(await exportData({ db, userId })));
  return sections;
};

/** The privacy feature's own rows: the user's export requests (never another's, never the storage key). */
export const exportRequestsOf = async ({ db, userId }: { db: Db; userId: string }): Promise<ExportSection[]> => {
  const rows = await db.select().from(dataExport).where(eq(dataExport.userId, userId)).orderBy(asc(dataExport.requestedAt));
  return [
    {
      area: 'data_exports',
      data: rows.map((row) => ({ id: row.id, status: row.status, requestedAt: row.requestedAt.toISOString(), readyAt: isoOrNull(row.readyAt), expiresAt: isoOrNull(row.expiresAt) })),
    },
  ];
};

/**
 * Prepares one export (the job's unit of work): true when it took one. A failure leaves it queued
 * for another try, or failed after the last.
 */
export const prepareNextExport = async (deps: Pick<AppDeps, 'database' | 'storage' | 'privacy' | 'messenger' | 'config' | 'notifications'>, now: Date): Promise<boolean> => {
  const db = deps.database.db;
  const taken = await claimNext(db, now);
  if (!taken) return false;
  const storageKey = `exports/${taken.id}/export.zip`;
  try {
    const sections = await gatherSections(db, deps.privacy, taken.userId);
    const { bytes, summary } = await buildExportArchive({ sections, storage: deps.storage, readme: await readmeOf(db, taken.userId, now), preparedAt: now });
    if (summary.missingFiles > 0) logger.warn(`data export ${taken.id}: ${summary.missingFiles} stored file(s) were missing`);
    await deps.storage.put(storageKey, bytes, 'application/zip');
    const expiresAt = dataExportExpiry(now);
    const rows = await db.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExport)
        .set({ status: 'ready', readyAt: now, expiresAt, storageKey, sizeBytes: bytes.length, lastError: null })
        .where(and(eq(dataExport.id, taken.id), eq(dataExport.status, 'preparing')))
        .returning({ id: dataExport.id });
      if (!ready) return [];
      return recordNotifications({
        db: tx,
        now,
        notifications: [
          {
            userId: taken.userId,
            type: DATA_EXPORT_READY_NOTIFICATION,
            payload: { exportId: taken.id, expiresAt: expiresAt.toISOString() },
            path: buildPath('privacyCentre'),
          },
        ],
      });
    });
    if (rows.length === 0) await deps.storage.delete(storageKey);
    await sendNotificationEmails({ db, messenger: deps.messenger, appUrl: deps.config.appUrl, renderers: deps.notifications, notifications: rows });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error(`data export ${taken.id} failed (attempt ${taken.attempts})`, message);
    await deps.storage.delete(storageKey).catch(() => undefined);
    await db
      .update(dataExport)
      .set({ status: taken.attempts >= DATA_EXPORT_MAX_ATTEMPTS ? 'failed' : 'queued', lastError: message.slice(0, 500) })
      .where(eq(dataExport.id, taken.id));
  }
  return true;
};

/** Removes the files of ready exports past their days and marks them expired; how many it did. */
export const sweepExpiredExports = async ({ db, storage, now }: { db: Db; storage: AppDeps['storage']; now: Date }): Promise<number> => {
  const due = await db
    .select({ id: dataExport.id, storageKey: dataExport.storageKey })
    .from(dataExport)
    .where(and(eq(dataExport.status, 'ready'), lte(dataExport.expiresAt, now)))
    .orderBy(asc(dataExport.expiresAt))
    .limit(100);
  for (const row of due) {
    if (row.storageKey) await storage.delete(row.storageKey);
    await db.update(dataExport).set({ status: 'expired', storageKey: null }).where(eq(dataExport.id, row.id));
  }
  return due.length;
};

/** Prepares what waits, one after another, then sweeps. */
export const runDataExports = async (deps: AppDeps): Promise<void> => {
  while (await prepareNextExport(deps, deps.now()));
  await sweepExpiredExports({ db: deps.database.db, storage: deps.storage, now: deps.now() });
};

const background = afterResponse();

/** Starts preparing after the request has answered; a failure is logged, and the job tries again. */
export const startExportPreparation = (deps: AppDeps): void => background.start('data exports: preparation failed', () => runDataExports(deps));

/** Waits for the preparations this process started (tests, and a server closing). */
export const settleExportPreparations = background.settle;

/** Every minute: an export asked for while a process was down, or in another process, still comes. */
export const dataExportJob: Job = {
  name: 'data-exports',
  intervalMs: 60_000,
  run: runDataExports,
};

const renderExportReady: NotificationRenderer = (locale, row) => {
  const expiresAt = typeof row.payload.expiresAt === 'string' ? new Date(row.payload.expiresAt) : null;
  const date = expiresAt && !Number.isNaN(expiresAt.getTime()) ? formatCalendarDate(locale, istanbulToday(expiresAt)) : '';
  return { title: t(locale, 'privacy:notification.exportReady.title'), body: t(locale, 'privacy:notification.exportReady.body', { date }) };
};

export const privacyNotifications = renderEach([DATA_EXPORT_READY_NOTIFICATION], renderExportReady);

/** An account being deleted: its exports end now (the sweep removes the files), nothing more is prepared. */
export const endExportsOf = async ({ db, userId }: { db: Db; userId: string }): Promise<void> => {
  await db.update(dataExport).set({ status: 'failed', lastError: 'account deleted' }).where(and(eq(dataExport.userId, userId), inArray(dataExport.status, ['queued', 'preparing'])));
  await db.update(dataExport).set({ expiresAt: new Date(0) }).where(and(eq(dataExport.userId, userId), eq(dataExport.status, 'ready')));
};
