import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { newId } from '../ids.ts';
import { user } from './auth.ts';

/**
 * A user's data export (KVKK): asked for in the privacy centre, prepared by the `data-exports` job
 * (queued → preparing → ready, or failed after `DATA_EXPORT_MAX_ATTEMPTS`), its ZIP kept in storage
 * under `storage_key` until `expires_at`, when the sweep removes the file and marks it expired.
 * Written by `features/privacy` only.
 */
export const dataExport = pgTable(
  'data_export',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`)
      .$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the job took it last (a preparation older than `DATA_EXPORT_STALE_MS` is taken again). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    /** Why the last attempt failed, for the operator's log (never shown to the user). */
    lastError: text('last_error'),
  },
  (table) => [
    // The privacy centre: a user's exports, newest first.
    index('data_export_user_idx').on(table.userId, table.requestedAt.desc().nullsFirst()),
    // The job: what waits to be prepared, oldest first; what is ready until it expires.
    index('data_export_pending_idx').on(table.requestedAt).where(sql`status in ('queued', 'preparing')`),
    index('data_export_ready_expiry_idx').on(table.expiresAt).where(sql`status = 'ready'`),
    check('data_export_status_check', sql`${table.status} in ('queued', 'preparing', 'ready', 'failed', 'expired')`),
  ],
);
