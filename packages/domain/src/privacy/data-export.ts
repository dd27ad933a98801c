import { z } from 'zod';

/**
 * A user's copy of everything the platform holds about them (KVKK m. 11): asked for from the
 * privacy centre, prepared in the background as one ZIP (a JSON file per area and the user's own
 * files), announced by a notification and downloadable by that user only for 7 days. One export
 * is prepared at a time: a new request waits until the last one is ready or failed.
 */
export const DATA_EXPORT_STATUSES = ['queued', 'preparing', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a prepared export can be downloaded. */
export const DATA_EXPORT_KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Tries before an export is marked failed (a storage or database blip gets another go). */
export const DATA_EXPORT_MAX_ATTEMPTS = 3;

/** A preparation that has not finished in this long was cut short (a stopped process): it is taken again. */
export const DATA_EXPORT_STALE_MS = 10 * 60 * 1000;

/** When an export prepared at `readyAt` stops being downloadable. */
export const dataExportExpiry = (readyAt: Date): Date => new Date(readyAt.getTime() + DATA_EXPORT_KEEP_DAYS * DAY_MS);

/** True while an export is on its way: no second one is asked for meanwhile. */
export const isExportInProgress = (status: DataExportStatus): boolean => status === 'queued' || status === 'preparing';

/** What the user sees: a ready export past its 7 days reads `expired` even before the sweep removes its file. */
export const effectiveExportStatus = (row: { status: DataExportStatus; expiresAt: Date | null }, now: Date): DataExportStatus =>
  row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;

/** The downloaded file's name: the Istanbul day it was prepared on. */
export const dataExportFileName = (istanbulDay: string): string => `patili-verilerim-${istanbulDay}.zip`;

export const dataExportViewSchema = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataExportView = z.infer<typeof dataExportViewSchema>;

/** The user's exports, newest first (the last few; older ones are gone with their files). */
export const dataExportListSchema = z.object({ exports: z.array(dataExportViewSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

/** The notification that announces a ready export. */
export const DATA_EXPORT_READY_NOTIFICATION = 'privacy_export_ready';
