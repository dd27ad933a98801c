import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * Every uploaded image and document. The bytes live in storage (local disk or S3) under
 * `storageKey`; images are re-encoded (EXIF/GPS removed) and have a thumbnail. A file is
 * unattached until the form it was uploaded for is saved; `purpose` decides who may read it.
 */
export const file = pgTable(
  'file',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`).$defaultFn(newId),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** What the file is for (`FILE_PURPOSES` in @patili/domain/files). */
    purpose: text('purpose').notNull(),
    /** `image` (re-encoded) or `document` (PDF kept as sent). */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** When a saved record (pet, profile, account) took the file; null while only uploaded. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_owner_id_idx').on(table.ownerId, table.createdAt)],
);
