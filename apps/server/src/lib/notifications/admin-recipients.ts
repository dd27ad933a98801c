import type { AdminNotificationTopic } from '@patili/domain/admin';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { adminNotificationPreference, user } from '../../db/schema/index.ts';

/**
 * The admins to tell of an event of `topic`: every active,
 * unbanned admin account except those who turned the topic off for themselves. Callers then write
 * their notifications with `recordNotifications` in the event's transaction.
 */
export const adminRecipients = async (db: Db, topic: AdminNotificationTopic): Promise<string[]> => {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .leftJoin(
      adminNotificationPreference,
      and(eq(adminNotificationPreference.adminId, user.id), eq(adminNotificationPreference.topic, topic)),
    )
    .where(
      and(
        eq(user.role, 'admin'),
        eq(user.isActive, true),
        isNull(user.bannedAt),
        isNull(user.deletedAt),
        sql`coalesce(${adminNotificationPreference.enabled}, true)`,
      ),
    );
  return rows.map((row) => row.id);
};
