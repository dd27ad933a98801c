import { canReadFile, FILE_PURPOSES, isFilePurpose, isServedAsAttachment } from '@patili/domain/files';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';

import type { Db } from '../../db/client.ts';
import {
  booking,
  conversationMember,
  matingListing,
  message,
  pet,
  walkReport,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { findFile, toFileView, uploadFile } from '../../lib/files/files.ts';
import { logger } from '../../lib/logger.ts';
import { currentUser } from '../../lib/require-access.ts';
import { noteFileRead } from '../../lib/security/gate.ts';
import { getFileRoute, getThumbnailRoute, uploadFileRoute } from './files.routes.ts';

/** An ASCII fallback and the UTF-8 name (RFC 6266) for the PDF's download name. */
const contentDisposition = (name: string, disposition: 'inline' | 'attachment') => {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '') || 'file.pdf';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * Whether a reader is a member of a conversation with a message carrying the file (a `chat_photo`
 * is for the two people of its conversation). Reads the chat tables; only features/chat writes them.
 */
const inConversationWithFile = async (db: Db, fileId: string, readerId: string): Promise<boolean> => {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(message)
    .innerJoin(conversationMember, and(eq(conversationMember.conversationId, message.conversationId), eq(conversationMember.userId, readerId)))
    .where(sql`${message.attachmentIds} @> array[${fileId}]::uuid[]`)
    .limit(1);
  return found !== undefined;
};

/**
 * Whether a reader is the owner of a walk whose report carries the file, uploaded by its walker (a
 * `walk_report_photo` is for the walk's two people). Reads the bookings tables through the
 * walker's bookings (`booking_provider_idx`); only features/bookings writes them.
 */
const inWalkReportWithFile = async (db: Db, fileId: string, uploaderId: string, readerId: string): Promise<boolean> => {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(booking)
    .innerJoin(walkReport, eq(walkReport.bookingId, booking.id))
    .where(
      and(
        eq(booking.providerId, uploaderId),
        eq(booking.ownerId, readerId),
        sql`${walkReport.photoIds} @> array[${fileId}]::uuid[]`,
      ),
    )
    .limit(1);
  return found !== undefined;
};

/**
 * Whether a `pet_photo` is the photo of a pet with an active mating listing. Pet photos are the
 * owner's alone, but a mating listing shows its pet's photo to everyone signed in, so
 * for as long as one of the pet's listings is active — and only then — the photo is readable like
 * a signed-in gallery. No copy is made: taking the listing down, deleting it or changing the pet's
 * photo ends the exception at once. Reads the pets and mating tables through the uploader's pets
 * (`pet_owner_id_idx`, `mating_listing_pet_idx`); only features/pets and features/mating write them.
 */
const shownByActiveMatingListing = async (db: Db, fileId: string, uploaderId: string): Promise<boolean> => {
  const [found] = await db
    .select({ one: sql<number>`1` })
    .from(pet)
    .innerJoin(matingListing, and(eq(matingListing.petId, pet.id), eq(matingListing.isActive, true)))
    .where(and(eq(pet.ownerId, uploaderId), eq(pet.photoFileId, fileId)))
    .limit(1);
  return found !== undefined;
};

/**
 * Streams a file (or its thumbnail) to someone allowed to read it; anyone else gets the same 404
 * as for a file that does not exist.
 */
const serveFile = async (c: Context<AppEnv>, id: string, which: 'main' | 'thumbnail') => {
  const user = currentUser(c);
  const db = c.get('deps').database.db;
  const row = await findFile({ db, id });
  if (!row) throw new AppError('NOT_FOUND');
  const attached = row.attachedAt !== null;
  const readable =
    canReadFile(user, { ownerId: row.ownerId, purpose: row.purpose, attached }) ||
    (attached &&
      isFilePurpose(row.purpose) &&
      FILE_PURPOSES[row.purpose].visibility === 'conversation' &&
      (await inConversationWithFile(db, row.id, user.id))) ||
    (attached &&
      isFilePurpose(row.purpose) &&
      FILE_PURPOSES[row.purpose].visibility === 'booking' &&
      (await inWalkReportWithFile(db, row.id, row.ownerId, user.id))) ||
    (attached && row.purpose === 'pet_photo' && (await shownByActiveMatingListing(db, row.id, row.ownerId)));
  if (!readable) throw new AppError('NOT_FOUND');
  noteFileRead(c, { fileId: row.id, ownerId: row.ownerId, purpose: row.purpose });
  const key = which === 'main' ? row.storageKey : row.thumbnailKey;
  if (!key) throw new AppError('NOT_FOUND');
  const object = await c.get('deps').storage.get(key);
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
  // A purpose's own rule first (receipts are always downloaded); other documents open in place.
  const download = isFilePurpose(row.purpose) && isServedAsAttachment(row.purpose);
  if (which === 'main' && (download || row.kind === 'document'))
    headers['content-disposition'] = contentDisposition(row.originalName, download ? 'attachment' : 'inline');
  return c.body(object.body, 200, headers);
};

export const filesRouter = createRouter()
  .openapi(uploadFileRoute, async (c) => {
    const { file, purpose } = c.req.valid('form');
    const ownerId = currentUser(c).id;
    await c.get('deps').limits.upload(ownerId);
    const row = await uploadFile({
      db: c.get('deps').database.db,
      storage: c.get('deps').storage,
      ownerId,
      purpose,
      bytes: new Uint8Array(await file.arrayBuffer()),
      name: file.name,
    });
    return c.json({ file: toFileView(row) }, 201);
  })
  .openapi(getFileRoute, (c) => serveFile(c, c.req.valid('param').id, 'main'))
  .openapi(getThumbnailRoute, (c) => serveFile(c, c.req.valid('param').id, 'thumbnail'));
