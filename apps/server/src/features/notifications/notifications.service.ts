import type { NotificationList } from '@patili/domain/bookings';
import type { Locale } from '@patili/domain/i18n';
import { isUuid } from '@patili/domain/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { notification } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { toNotificationView, type NotificationRenderers } from '../../lib/notifications/notifications.ts';

/**
 * The notifications pages of every role: the caller's list, the unread badge and the
 * read marks. New notifications are written by `lib/notifications` in the transaction of their
 * event; ownership is in every query's `where`.
 */

/** How many of the user's notifications are unread (a partial index of the unread). */
export const countUnread = async ({ db, userId }: { db: Db; userId: string }): Promise<number> => {
  const [row] = await db
    .select({ value: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.value ?? 0;
};

/**
 * One page of the user's notifications, newest first (`created_at desc, id desc`, the list's
 * index), in `locale`, each written by its feature's renderer (`renderers`, the registry).
 */
export const listNotifications = async ({
  db,
  renderers,
  userId,
  locale,
  page,
  pageSize,
}: {
  db: Db;
  renderers: NotificationRenderers;
  userId: string;
  locale: Locale;
  page: number;
  pageSize: number;
}): Promise<NotificationList> => {
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(eq(notification.userId, userId))
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(notification).where(eq(notification.userId, userId)),
    countUnread({ db, userId }),
  ]);
  return {
    items: rows.map((row) => toNotificationView(renderers, locale, row)),
    total: total?.value ?? 0,
    unreadCount,
    page,
    pageSize,
  };
};

/** Marks one of the user's notifications read (once: a read one keeps its time); 404 for anyone else's. */
export const markNotificationRead = async ({
  db,
  userId,
  notificationId,
  now,
}: {
  db: Db;
  userId: string;
  notificationId: string;
  now: Date;
}) => {
  if (!isUuid(notificationId)) throw new AppError('NOT_FOUND');
  const [found] = await db
    .select({ id: notification.id, readAt: notification.readAt })
    .from(notification)
    .where(and(eq(notification.id, notificationId), eq(notification.userId, userId)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND');
  if (found.readAt === null) {
    await db
      .update(notification)
      .set({ readAt: now })
      .where(
        and(
          eq(notification.id, notificationId),
          eq(notification.userId, userId),
          isNull(notification.readAt),
        ),
      );
  }
};

/** Marks every unread notification of the user read. */
export const markAllNotificationsRead = async ({
  db,
  userId,
  now,
}: {
  db: Db;
  userId: string;
  now: Date;
}) => {
  await db
    .update(notification)
    .set({ readAt: now })
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
};
