import { canReadFile } from '@patili/domain/files';
import type { Context } from 'hono';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { findFile, toFileView, uploadFile } from '../../lib/files/files.ts';
import { logger } from '../../lib/logger.ts';
import { currentUser } from '../../lib/require-access.ts';
import { getFileRoute, getThumbnailRoute, uploadFileRoute } from './files.routes.ts';

/** An ASCII fallback and the UTF-8 name (RFC 6266) for the PDF's download name. */
const contentDisposition = (name: string) => {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '') || 'file.pdf';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * Streams a file (or its thumbnail) to someone allowed to read it; anyone else gets the same 404
 * as for a file that does not exist.
 */
const serveFile = async (c: Context<AppEnv>, id: string, which: 'main' | 'thumbnail') => {
  const user = currentUser(c);
  const row = await findFile({ db: c.var.deps.database.db, id });
  if (!row || !canReadFile(user, { ownerId: row.ownerId, purpose: row.purpose, attached: row.attachedAt !== null })) {
    throw new AppError('NOT_FOUND');
  }
  const key = which === 'main' ? row.storageKey : row.thumbnailKey;
  if (!key) throw new AppError('NOT_FOUND');
  const object = await c.var.deps.storage.get(key);
  if (!object) {
    logger.error(`storage: file ${row.id} has no object under ${key}`);
    throw new AppError('NOT_FOUND');
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

export const filesRouter = createRouter()
  .openapi(uploadFileRoute, async (c) => {
    const { file, purpose } = c.req.valid('form');
    const ownerId = currentUser(c).id;
    await c.var.deps.limits.upload(ownerId);
    const row = await uploadFile({
      db: c.var.deps.database.db,
      storage: c.var.deps.storage,
      ownerId,
      purpose,
      bytes: new Uint8Array(await file.arrayBuffer()),
      name: file.name,
    });
    return c.json({ file: toFileView(row) }, 201);
  })
  .openapi(getFileRoute, (c) => serveFile(c, c.req.valid('param').id, 'main'))
  .openapi(getThumbnailRoute, (c) => serveFile(c, c.req.valid('param').id, 'thumbnail'));
