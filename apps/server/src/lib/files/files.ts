import {
  fileUrls,
  MAX_UNATTACHED_FILES,
  MAX_UPLOAD_BYTES,
  UNATTACHED_FILE_MAX_AGE_MS,
  type FilePurpose,
  type FileView,
} from '@patili/domain/files';
import type { MessageKey } from '@patili/domain/i18n';
import { isUuid } from '@patili/domain/shared';
import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { file } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../app-error.ts';
import { logger } from '../logger.ts';
import type { Storage } from '../storage/storage.ts';
import { cleanFileName, fileError, processUpload } from './process-upload.ts';

export type FileRow = typeof file.$inferSelect;

/** A stored file as the API describes it. */
export const toFileView = (row: FileRow): FileView => {
  const urls = fileUrls(row.id);
  return {
    id: row.id,
    url: urls.url,
    thumbnailUrl: row.thumbnailKey ? urls.thumbnailUrl : null,
    contentType: row.contentType,
    name: row.originalName,
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
  };
};

/**
 * Deletes the owner's uploads that no record took within a day (a form left open or abandoned),
 * bytes too, so they neither pile up nor count against the unattached limit.
 */
export const pruneStaleUploads = async ({ db, storage, ownerId, now }: { db: Db; storage: Storage; ownerId: string; now: Date }) => {
  const cutoff = new Date(now.getTime() - UNATTACHED_FILE_MAX_AGE_MS);
  const stale = await db
    .delete(file)
    .where(and(eq(file.ownerId, ownerId), isNull(file.attachedAt), lt(file.createdAt, cutoff)))
    .returning();
  await deleteObjects(storage, stale);
  return stale.length;
};

/** Removes the stored bytes of deleted rows; a failure is logged (the row is already gone). */
const deleteObjects = async (storage: Storage, rows: readonly Pick<FileRow, 'id' | 'storageKey' | 'thumbnailKey'>[]) => {
  for (const row of rows) {
    for (const key of [row.storageKey, row.thumbnailKey]) {
      if (!key) continue;
      try {
        await storage.delete(key);
      } catch (error) {
        logger.error(`storage: could not delete ${key} of file ${row.id}`, error);
      }
    }
  }
};

export type UploadInput = {
  db: Db;
  storage: Storage;
  ownerId: string;
  purpose: FilePurpose;
  bytes: Uint8Array;
  name: string;
  now?: Date;
};

/** How many of the owner's uploads no record has taken yet. */
const pendingCount = async (db: Db, ownerId: string): Promise<number> => {
  const [pending] = await db.select({ value: count() }).from(file).where(and(eq(file.ownerId, ownerId), isNull(file.attachedAt)));
  return pending?.value ?? 0;
};

/** Checks, re-encodes and stores one upload; the file stays unattached until a form is saved. */
export const uploadFile = async ({ db, storage, ownerId, purpose, bytes, name, now = new Date() }: UploadInput): Promise<FileRow> => {
  if (bytes.byteLength === 0) throw fileError('files:fileRequired');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw fileError('files:tooLarge');

  await pruneStaleUploads({ db, storage, ownerId, now });
  // A cheap early refusal before the image work; the count that holds is the one in the insert's
  // transaction below.
  if ((await pendingCount(db, ownerId)) >= MAX_UNATTACHED_FILES) throw fileError('files:tooManyPending');

  const processed = await processUpload(bytes, purpose);
  const id = newId();
  const storageKey = `files/${id}/original.${processed.kind === 'image' ? 'webp' : 'pdf'}`;
  const thumbnailKey = processed.thumbnail ? `files/${id}/thumbnail.webp` : null;

  await storage.put(storageKey, processed.main, processed.contentType);
  try {
    if (thumbnailKey && processed.thumbnail) await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
    const row = await db.transaction(async (tx) => {
      // One upload of an owner at a time from here (a per-owner lock that ends with the
      // transaction, in every server process), so concurrent uploads cannot all see room for one
      // more and together pass the quota.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload:${ownerId}`}, 0))`);
      if ((await pendingCount(tx, ownerId)) >= MAX_UNATTACHED_FILES) throw fileError('files:tooManyPending');
      const [inserted] = await tx
        .insert(file)
        .values({
          id,
          ownerId,
          purpose,
          kind: processed.kind,
          contentType: processed.contentType,
          originalName: cleanFileName(name),
          sizeBytes: processed.main.byteLength,
          width: processed.width,
          height: processed.height,
          storageKey,
          thumbnailKey,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('file insert returned nothing');
      return inserted;
    });
    return row;
  } catch (error) {
    await deleteObjects(storage, [{ id, storageKey, thumbnailKey }]);
    throw error;
  }
};

/** A file row by id, or null (also for a malformed id, so nothing is revealed). */
export const findFile = async ({ db, id }: { db: Db; id: string }): Promise<FileRow | null> => {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(file).where(eq(file.id, id)).limit(1);
  return row ?? null;
};

/**
 * Marks uploaded files as taken by a saved record, in the order given. Every id must be the
 * owner's and uploaded for `purpose`, else 422 with `files:invalidAttachment` (on `field`, when
 * given). Files already attached (a record saved again) pass. Call it inside the record's
 * transaction.
 */
export const attachFiles = async ({
  db,
  ownerId,
  fileIds,
  purpose,
  field,
}: {
  db: Db;
  ownerId: string;
  fileIds: readonly string[];
  purpose: FilePurpose;
  field?: string;
}): Promise<FileRow[]> => {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return [];
  const invalid = () =>
    new AppError('VALIDATION_FAILED', {
      messageKey: 'files:invalidAttachment',
      ...(field ? { fields: { [field]: 'files:invalidAttachment' } } : {}),
    });
  if (ids.some((id) => !isUuid(id))) throw invalid();
  const owned = await db
    .select()
    .from(file)
    .where(and(inArray(file.id, ids), eq(file.ownerId, ownerId), eq(file.purpose, purpose)));
  if (owned.length !== ids.length) throw invalid();
  const unattached = owned.filter((row) => row.attachedAt === null).map((row) => row.id);
  const now = new Date();
  if (unattached.length > 0) {
    await db.update(file).set({ attachedAt: now }).where(and(inArray(file.id, unattached), eq(file.ownerId, ownerId)));
  }
  const byId = new Map(owned.map((row) => [row.id, { ...row, attachedAt: row.attachedAt ?? now }]));
  return ids.map((id) => byId.get(id)!);
};

/**
 * Takes the files a record may carry: those it carries already (`kept`, which pass as they are),
 * and the owner's own uploads of `purpose` that nothing carries yet (never another record's);
 * anything else is 422 with `files:invalidAttachment` on `field`. The new ones are marked
 * attached; call it inside the record's transaction.
 */
export const attachFreshFiles = async ({
  db,
  ownerId,
  fileIds,
  kept,
  purpose,
  field,
  messageKey = 'files:invalidAttachment',
}: {
  db: Db;
  ownerId: string;
  fileIds: readonly string[];
  kept: readonly string[];
  purpose: FilePurpose;
  field: string;
  /** The refusal's message, when the record's own words say it better. */
  messageKey?: MessageKey;
}): Promise<void> => {
  const fresh = fileIds.filter((id) => !kept.includes(id));
  if (fresh.length === 0) return;
  if (fresh.some((id) => !isUuid(id))) throw fieldError(field, messageKey);
  const free = await db
    .select({ id: file.id })
    .from(file)
    .where(
      and(
        inArray(file.id, fresh),
        eq(file.ownerId, ownerId),
        eq(file.purpose, purpose),
        isNull(file.attachedAt),
      ),
    );
  if (free.length !== fresh.length) throw fieldError(field, messageKey);
  await attachFiles({ db, ownerId, fileIds: fresh, purpose, field });
};

/**
 * Deletes the owner's files of `purpose` that a record used before (`previousIds`) and no longer
 * keeps (`keepIds`), with their bytes. Call it after the record's new state is saved.
 */
export const releaseFiles = async ({
  db,
  storage,
  ownerId,
  purpose,
  previousIds,
  keepIds = [],
}: {
  db: Db;
  storage: Storage;
  ownerId: string;
  purpose: FilePurpose;
  previousIds: readonly (string | null | undefined)[];
  keepIds?: readonly (string | null | undefined)[];
}): Promise<number> => {
  const keep = new Set(keepIds.filter((id): id is string => typeof id === 'string'));
  const drop = [...new Set(previousIds.filter((id): id is string => typeof id === 'string' && !keep.has(id)))];
  if (drop.length === 0) return 0;
  const deleted = await db
    .delete(file)
    .where(and(inArray(file.id, drop), eq(file.ownerId, ownerId), eq(file.purpose, purpose)))
    .returning();
  await deleteObjects(storage, deleted);
  return deleted.length;
};

/** Deletes every file of a user, bytes too (account deletion). */
export const deleteFilesOfOwner = async ({ db, storage, ownerId }: { db: Db; storage: Storage; ownerId: string }) => {
  const deleted = await db.delete(file).where(eq(file.ownerId, ownerId)).returning();
  await deleteObjects(storage, deleted);
  return deleted.length;
};

/** The views of the given files (any owner), in the order of `ids`; unknown ids are skipped. */
export const fileViewsByIds = async ({ db, ids }: { db: Db; ids: readonly string[] }): Promise<FileView[]> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(file).where(inArray(file.id, unique));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toFileView(row)] : [];
  });
};
