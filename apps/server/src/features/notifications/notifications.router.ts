import { auditActorOf } from '../../lib/audit.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  getAdminNotificationSettingsRoute,
  putAdminNotificationSettingsRoute,
} from './admin-settings.routes.ts';
import {
  getAdminNotificationSettings,
  saveAdminNotificationSettings,
} from './admin-settings.service.ts';
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
      db: c.get('deps').database.db,
      renderers: c.get('deps').notifications,
      userId: currentUser(c).id,
      locale: c.get('locale'),
      page,
      pageSize,
    });
    return c.json(list, 200);
  })
  // The admin's own notification choices.
  .openapi(getAdminNotificationSettingsRoute, async (c) => {
    const settings = await getAdminNotificationSettings({
      db: c.get('deps').database.db,
      adminId: currentUser(c).id,
    });
    return c.json(settings, 200);
  })
  .openapi(putAdminNotificationSettingsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const settings = await saveAdminNotificationSettings({
      db: database.db,
      actor: auditActorOf(c),
      settings: c.req.valid('json'),
      now: now(),
    });
    return c.json(settings, 200);
  })
  .openapi(getUnreadCountRoute, async (c) => {
    return c.json(
      { unreadCount: await countUnread({ db: c.get('deps').database.db, userId: currentUser(c).id }) },
      200,
    );
  })
  .openapi(markAllNotificationsReadRoute, async (c) => {
    const { database, now } = c.get('deps');
    await markAllNotificationsRead({ db: database.db, userId: currentUser(c).id, now: now() });
    return c.json(
      { unreadCount: await countUnread({ db: database.db, userId: currentUser(c).id }) },
      200,
    );
  })
  .openapi(markNotificationReadRoute, async (c) => {
    const { database, now } = c.get('deps');
    const userId = currentUser(c).id;
    await markNotificationRead({
      db: database.db,
      userId,
      notificationId: c.req.valid('param').notificationId,
      now: now(),
    });
    return c.json({ unreadCount: await countUnread({ db: database.db, userId }) }, 200);
  });
