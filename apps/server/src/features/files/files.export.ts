import { asc, eq } from 'drizzle-orm';

import { file } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/** Longest base name kept in an export file name; the id in front keeps names unique. */
const NAME_MAX = 80;

/**
 * A name that is safe in any ZIP reader and file system: the file's id, then the original name's
 * base folded to ASCII letters, digits, dots, dashes and underscores, then the extension of what
 * is stored (an image is kept re-encoded as WebP whatever it was uploaded as).
 */
const exportFileName = (row: { id: string; originalName: string; storageKey: string }): string => {
  const stored = /\.([a-z0-9]+)$/i.exec(row.storageKey)?.[1]?.toLowerCase();
  const base = row.originalName
    .replace(/\.[^.]*$/, '')
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(0, NAME_MAX)
    .replace(/^[-.]+|[-.]+$/g, '');
  return `${row.id}-${base || 'file'}${stored ? `.${stored}` : ''}`;
};

/**
 * The files feature's part of a data export: every file the user uploaded (what it was for, its
 * type and size, whether a saved record took it) and the stored original of each, copied into
 * the ZIP. Thumbnails are derived copies and stay out.
 */
export const filesExportData: DataExporter = async ({ db, userId }) => {
  const rows = await db
    .select({
      id: file.id,
      purpose: file.purpose,
      kind: file.kind,
      contentType: file.contentType,
      originalName: file.originalName,
      sizeBytes: file.sizeBytes,
      width: file.width,
      height: file.height,
      storageKey: file.storageKey,
      attachedAt: file.attachedAt,
      createdAt: file.createdAt,
    })
    .from(file)
    .where(eq(file.ownerId, userId))
    .orderBy(asc(file.createdAt), asc(file.id));

  const named = rows.map((row) => ({ row, name: exportFileName(row) }));
  return [
    {
      area: 'files',
      data: named.map(({ row, name }) => ({
        id: row.id,
        purpose: row.purpose,
        kind: row.kind,
        contentType: row.contentType,
        originalName: row.originalName,
        sizeBytes: row.sizeBytes,
        width: row.width,
        height: row.height,
        exportName: name,
        attachedAt: row.attachedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
      files: named.map(({ row, name }) => ({ storageKey: row.storageKey, name })),
    },
  ];
};
