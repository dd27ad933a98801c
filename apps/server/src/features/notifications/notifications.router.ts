import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  getUnreadCountRoute,
  listNotificationsRoute,
  markAllNotificationsReadRoute,
  markNotificationReadRoute,
} from './notifications.routes.ts';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

// Static paths (unread-count, read-all) before `{notificationId}`.
export const notificationsRouter = createRouter()
  .openapi(listNotificationsRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    const list = await listNotifications({
      db: c.var.deps.database.db,
      userId: currentUser(c).id,
      locale: c.var.locale,
      page,
      pageSize,
    });
    return c.json(list, 200);
  })
  .openapi(getUnreadCountRoute, async (c) => {
    return c.json(
      { unreadCount: await countUnread({ db: c.var.deps.database.db, userId: currentUser(c).id }) },
      200,
    );
  })
  .openapi(markAllNotificationsReadRoute, async (c) => {
    const { database, now } = c.var.deps;
    await markAllNotificationsRead({ db: database.db, userId: currentUser(c).id, now: now() });
    return c.json(
      { unreadCount: await countUnread({ db: database.db, userId: currentUser(c).id }) },
      200,
    );
  })
  .openapi(markNotificationReadRoute, async (c) => {
    const { database, now } = c.var.deps;
    const userId = currentUser(c).id;
    await markNotificationRead({
      db: database.db,
      userId,
      notificationId: c.req.valid('param').notificationId,
      now: now(),
    });
    return c.json({ unreadCount: await countUnread({ db: database.db, userId }) }, 200);
  });
