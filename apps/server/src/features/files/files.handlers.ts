import type { RouteHandler } from '@hono/zod-openapi';
import { canReadFile } from '@patili/domain/files';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { currentUser } from '../../lib/require-access.ts';
import type { getFileRoute, getThumbnailRoute, uploadFileRoute } from './files.routes.ts';
import { findFile, toFileView, uploadFile, type FileRow } from './files.service.ts';

export const uploadFileHandler: RouteHandler<typeof uploadFileRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { file, purpose } = c.req.valid('form');
  const row = await uploadFile({
    db: c.var.deps.database.db,
    storage: c.var.deps.storage,
    ownerId: user.id,
    purpose,
    bytes: new Uint8Array(await file.arrayBuffer()),
    name: file.name,
  });
  return c.json({ file: toFileView(row) }, 201);
};

const notFound = () => new AppError('NOT_FOUND', { messageKey: 'errors:NOT_FOUND' });

/** An ASCII fallback and the UTF-8 name (RFC 6266) for the PDF's download name. */
const contentDisposition = (name: string) => {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '') || 'file.pdf';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * Streams a file (or its thumbnail) to someone allowed to read it; anyone else gets the same 404
 * as for a file that does not exist.
 */
const serve = async (c: Parameters<RouteHandler<typeof getFileRoute, AppEnv>>[0], which: 'main' | 'thumbnail') => {
  const user = currentUser(c);
  const row: FileRow | null = await findFile({ db: c.var.deps.database.db, id: c.req.valid('param').id });
  if (!row || !canReadFile(user, { ownerId: row.ownerId, purpose: row.purpose, attached: row.attachedAt !== null })) {
    throw notFound();
  }
  const key = which === 'main' ? row.storageKey : row.thumbnailKey;
  if (!key) throw notFound();
  const object = await c.var.deps.storage.get(key);
  if (!object) {
    logger.error(`storage: file ${row.id} has no object under ${key}`);
    throw notFound();
  }
  const headers: Record<string, string> = {
    'content-type': which === 'main' ? row.contentType : 'image/webp',
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  };
  if (object.size > 0) headers['content-length'] = String(object.size);
  if (which === 'main' && row.kind === 'document') headers['content-disposition'] = contentDisposition(row.originalName);
  return c.body(object.body, 200, headers);
};

export const getFileHandler: RouteHandler<typeof getFileRoute, AppEnv> = (c) => serve(c, 'main');

export const getThumbnailHandler: RouteHandler<typeof getThumbnailRoute, AppEnv> = (c) => serve(c, 'thumbnail');
