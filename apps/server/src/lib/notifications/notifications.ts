import type { NotificationView } from '@patili/domain/bookings';
import { isLocale, type Locale } from '@patili/domain/i18n';
import { inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { notification, user } from '../../db/schema/index.ts';
import { logger } from '../logger.ts';
import { notificationMail } from '../mail/templates.ts';
import type { Messenger } from '../mail/messenger.ts';
import { signalRealtime } from '../realtime/signal.ts';
import { payloadText } from './format.ts';

/**
 * The notification writer every feature reaches: `recordNotifications`
 * inside the transaction of the event, so the event and its notifications commit together, then
 * `sendNotificationEmails` once it has committed (mail never holds a transaction open, and a mail
 * that fails loses nothing). The text is written when it is read, in the reader's language, by the
 * renderer of the feature that owns the kind (`ServerFeature.notifications`); this module knows no
 * kind. `features/notifications` is the HTTP side: the list and read marks.
 */

export type NotificationRow = typeof notification.$inferSelect;

/**
 * An event's notification to one person; `path` is the app screen it opens. A feature names its
 * kinds and payload (`NewNotification<BookingNotificationType, BookingNotificationPayload>`).
 * Booking events name their booking, emergency events their request: the notification goes with it.
 */
export type NewNotification<Type extends string = string, Payload extends object = Record<string, unknown>> = {
  userId: string;
  type: Type;
  payload: Payload;
  path: string | null;
  bookingId?: string | null;
  emergencyRequestId?: string;
};

/** Notification ids per realtime signal: 100 ids keep a NOTIFY payload near 4 kB, below PostgreSQL's 8 000 bytes. */
const SIGNAL_IDS_MAX = 100;

/**
 * Writes notifications (in the caller's transaction) and returns the rows for the e-mails. The
 * readers' open sockets hear of them when the transaction commits (`signalRealtime`).
 */
export const recordNotifications = async ({
  db,
  now,
  notifications,
}: {
  db: Db;
  now: Date;
  notifications: readonly NewNotification[];
}): Promise<NotificationRow[]> => {
  if (notifications.length === 0) return [];
  const rows = await db
    .insert(notification)
    .values(
      notifications.map((item) => ({
        userId: item.userId,
        type: item.type,
        bookingId: item.bookingId ?? null,
        emergencyRequestId: item.emergencyRequestId ?? null,
        payload: { ...item.payload, path: item.path },
        createdAt: now,
      })),
    )
    .returning();
  for (let start = 0; start < rows.length; start += SIGNAL_IDS_MAX) {
    const notificationIds = rows.slice(start, start + SIGNAL_IDS_MAX).map((row) => row.id);
    await signalRealtime(db, { type: 'notification', notificationIds });
  }
  return rows;
};

export type NotificationText = { title: string; body: string };

/** Writes a notification of one kind in a language, from its stored payload. */
export type NotificationRenderer = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
) => NotificationText;

/**
 * Renderers by notification kind: a feature's own (`ServerFeature.notifications`), or every
 * feature's (the registry, `AppDeps.notifications`).
 */
export type NotificationRenderers = Readonly<Record<string, NotificationRenderer>>;

/** One renderer for every kind of a list (a feature's `…_NOTIFICATION_TYPES`). */
export const renderEach = (kinds: readonly string[], render: NotificationRenderer): NotificationRenderers =>
  Object.fromEntries(kinds.map((kind) => [kind, render]));

/** A notification's title and text in a language; a kind no renderer knows reads as its name. */
export const renderNotification = (
  renderers: NotificationRenderers,
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): NotificationText => {
  const render = Object.hasOwn(renderers, row.type) ? renderers[row.type] : undefined;
  return render ? render(locale, row) : { title: row.type, body: '' };
};

/** A stored notification as the API shows it, written in the caller's language. */
export const toNotificationView = (
  renderers: NotificationRenderers,
  locale: Locale,
  row: NotificationRow,
): NotificationView => ({
  id: row.id,
  type: row.type,
  bookingId: row.bookingId,
  ...renderNotification(renderers, locale, row),
  path: payloadText(row.payload.path),
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * E-mails notifications to their people, each in the person's own language, with a link to the
 * screen it opens; `renderers` are the sending feature's own. Runs after the event committed; a
 * failure is logged and nothing is undone. Deleted and deactivated accounts get no mail.
 */
export const sendNotificationEmails = async ({
  db,
  messenger,
  appUrl,
  renderers,
  notifications,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  renderers: NotificationRenderers;
  notifications: readonly NotificationRow[];
}): Promise<void> => {
  if (notifications.length === 0) return;
  try {
    const ids = [...new Set(notifications.map((row) => row.userId))];
    const people = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        locale: user.locale,
        deletedAt: user.deletedAt,
        deactivatedAt: user.deactivatedAt,
      })
      .from(user)
      .where(inArray(user.id, ids));
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const row of notifications) {
      const person = byId.get(row.userId);
      if (!person || person.deletedAt || person.deactivatedAt) continue;
      const locale: Locale = isLocale(person.locale) ? person.locale : 'tr';
      const { title, body } = renderNotification(renderers, locale, row);
      const path = payloadText(row.payload.path);
      await messenger.sendEmail(
        notificationMail(
          locale,
          { email: person.email, name: person.name },
          { title, body, link: `${appUrl}/#${path ?? '/'}` },
        ),
      );
    }
  } catch (error) {
    logger.error(
      'notification e-mails could not be sent',
      error instanceof Error ? error.message : error,
    );
  }
};
