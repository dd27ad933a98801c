import { asc, eq } from 'drizzle-orm';

import { adminNotificationPreference, notification } from '../../db/schema/index.ts';
import type { DataExporter } from '../../lib/privacy.ts';

/**
 * The payload fields a notification export keeps: what the event was and about what (ids, dates,
 * amounts, kinds), the other person's display name, and what the platform said to the user. The
 * rest stays out, since a payload can carry another person's words or whereabouts: a booking's
 * request or cancellation note, an emergency's location, a lost pet's last-seen place, a ticket's
 * subject or an alert's description read by an admin. A field a new kind adds is left out until
 * it is named here.
 */
const KEPT_PAYLOAD_FIELDS: ReadonlySet<string> = new Set([
  'path',
  'kind',
  'serviceType',
  'startDate',
  'endDate',
  'startTime',
  'actorName',
  'vetName',
  'petName',
  'rating',
  'alternatives',
  'vaccineName',
  'vaccinationDate',
  'dueDate',
  'reportId',
  'matchedReportId',
  'animalType',
  'district',
  'ticketId',
  'ticketNumber',
  'status',
  'role',
  'previousRole',
  'paymentId',
  'bookingId',
  'reference',
  'amountKurus',
  'reason',
  'iban',
  'broadcastId',
  'title',
  'message',
  'alertId',
  'alertType',
  'severity',
  'targetId',
  'exportId',
  'expiresAt',
]);

const keptPayload = (payload: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(payload).filter(([key]) => KEPT_PAYLOAD_FIELDS.has(key)));

/**
 * The notifications feature's part of a data export: what the user was told in the app (the kind,
 * when, whether read, and the event's details without other people's words) and, for an admin,
 * the notification topics they turned on or off.
 */
export const notificationsExportData: DataExporter = async ({ db, userId }) => {
  const rows = await db
    .select()
    .from(notification)
    .where(eq(notification.userId, userId))
    .orderBy(asc(notification.createdAt), asc(notification.id));
  const preferences = await db
    .select()
    .from(adminNotificationPreference)
    .where(eq(adminNotificationPreference.adminId, userId))
    .orderBy(asc(adminNotificationPreference.topic));
  return [
    {
      area: 'notifications',
      data: rows.map((row) => ({
        id: row.id,
        type: row.type,
        bookingId: row.bookingId,
        emergencyRequestId: row.emergencyRequestId,
        details: keptPayload(row.payload),
        readAt: row.readAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    {
      area: 'notification_preferences',
      data: preferences.map((row) => ({
        topic: row.topic,
        enabled: row.enabled,
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
  ];
};
