import { randomUUID } from 'node:crypto';

import {
  FILE_PURPOSES,
  fileUrls as domainFileUrls,
  IMAGE_CONTENT_TYPES,
  MAX_IMAGE_SIDE,
  MAX_UNATTACHED_FILES,
  MAX_UPLOAD_BYTES,
  PDF_CONTENT_TYPE,
  THUMBNAIL_SIDE,
  UNATTACHED_FILE_MAX_AGE_MS,
  type FilePurpose,
  type FileView,
} from '@patili/domain/files';
import { and, count, eq, inArray, isNull, lt } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

import type { Db } from '../../db/client.ts';
import { file } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { logger } from '../../lib/logger.ts';
import type { Storage } from '../../lib/storage/storage.ts';

export type FileRow = typeof file.$inferSelect;

/** Where a stored file and its thumbnail are served. Other features put these in their views. */
export const fileUrls = domainFileUrls;

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

const fileError = (messageKey: string, field = 'file') =>
  new AppError('VALIDATION_FAILED', { messageKey, fields: { [field]: messageKey } });

/** Certificates take pdf, jpg, jpeg or png only (spec 1 §5); image fields any common photo type. */
const DOCUMENT_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png'];

/** A decoded image larger than this many pixels is refused before it eats the memory. */
const MAX_INPUT_PIXELS = 50_000_000;

type Processed =
  | { kind: 'image'; contentType: 'image/webp'; main: Uint8Array; thumbnail: Uint8Array; width: number; height: number }
  | { kind: 'document'; contentType: typeof PDF_CONTENT_TYPE; main: Uint8Array; thumbnail: null; width: null; height: null };

/**
 * Decides what the bytes are by their content (magic numbers), never by name or declared type,
 * and prepares what is stored: images are auto-rotated, capped at 1600 px, re-encoded to WebP with
 * every metadata block (EXIF, GPS, XMP) dropped, plus a 400 px thumbnail; a PDF is kept as sent.
 */
export const processUpload = async (bytes: Uint8Array, purpose: FilePurpose): Promise<Processed> => {
  const accept = FILE_PURPOSES[purpose].accept;
  const wrongType = accept === 'image-or-pdf' ? 'files:wrongTypeDocument' : 'files:wrongTypeImage';
  const sniffed = await fileTypeFromBuffer(bytes);
  const mime = sniffed?.mime ?? '';

  if (mime === PDF_CONTENT_TYPE) {
    const header = new TextDecoder().decode(bytes.subarray(0, 5));
    if (accept !== 'image-or-pdf' || header !== '%PDF-') throw fileError(wrongType);
    return { kind: 'document', contentType: PDF_CONTENT_TYPE, main: bytes, thumbnail: null, width: null, height: null };
  }
  const isImage = (IMAGE_CONTENT_TYPES as readonly string[]).includes(mime);
  if (!isImage || (accept === 'image-or-pdf' && !DOCUMENT_IMAGE_TYPES.includes(mime))) throw fileError(wrongType);

  try {
    // sharp writes no metadata unless asked (withMetadata/keepExif), so EXIF and GPS are gone.
    const { data: main, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(main)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { kind: 'image', contentType: 'image/webp', main, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    logger.info(`upload: image could not be decoded (${mime})`, error instanceof Error ? error.message : error);
    throw fileError('files:unreadableImage');
  }
};

/** Keeps the last path segment of a file name, without control characters, at most 200 characters. */
export const cleanFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, 200);
  return cleaned || 'file';
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

/** Checks, re-encodes and stores one upload; the file stays unattached until a form is saved. */
export const uploadFile = async ({ db, storage, ownerId, purpose, bytes, name, now = new Date() }: UploadInput): Promise<FileRow> => {
  if (bytes.byteLength === 0) throw fileError('files:fileRequired');
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw fileError('files:tooLarge');

  await pruneStaleUploads({ db, storage, ownerId, now });
  const [pending] = await db
    .select({ value: count() })
    .from(file)
    .where(and(eq(file.ownerId, ownerId), isNull(file.attachedAt)));
  if ((pending?.value ?? 0) >= MAX_UNATTACHED_FILES) throw fileError('files:tooManyPending');

  const processed = await processUpload(bytes, purpose);
  const id = randomUUID();
  const storageKey = `files/${id}/original.${processed.kind === 'image' ? 'webp' : 'pdf'}`;
  const thumbnailKey = processed.thumbnail ? `files/${id}/thumbnail.webp` : null;

  await storage.put(storageKey, processed.main, processed.contentType);
  try {
    if (thumbnailKey && processed.thumbnail) await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
    const [row] = await db
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
    if (!row) throw new Error('file insert returned nothing');
    return row;
  } catch (error) {
    await deleteObjects(storage, [{ id, storageKey, thumbnailKey }]);
    throw error;
  }
};

/** A file row by id, or null (also for a malformed id, so nothing is revealed). */
export const findFile = async ({ db, id }: { db: Db; id: string }): Promise<FileRow | null> => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
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
  if (ids.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) throw invalid();
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
