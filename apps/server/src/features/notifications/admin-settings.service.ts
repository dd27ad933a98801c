import { ADMIN_NOTIFICATION_TOPICS, type AdminNotificationTopic } from '@patili/domain/admin';
import type { AdminNotificationSettings } from '@patili/domain/notifications';
import { eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { adminNotificationPreference } from '../../db/schema/index.ts';
import { recordAdminAction, type AuditActor } from '../../lib/audit.ts';

/**
 * An admin's own notification choices: a row per
 * topic they set, none meaning on. `lib/notifications/admin-recipients.ts` reads them for every
 * event of a topic.
 */

const TOPIC_LABELS = {
  support_ticket: 'destek talepleri',
  flag: 'işaretlenen içerik',
  payment_receipt: 'ödeme dekontları',
  security_alert: 'güvenlik uyarıları',
} as const satisfies Record<AdminNotificationTopic, string>;

export const getAdminNotificationSettings = async ({
  db,
  adminId,
}: {
  db: Db;
  adminId: string;
}): Promise<AdminNotificationSettings> => {
  const rows = await db
    .select({
      topic: adminNotificationPreference.topic,
      enabled: adminNotificationPreference.enabled,
    })
    .from(adminNotificationPreference)
    .where(eq(adminNotificationPreference.adminId, adminId));
  const stored = new Map(rows.map((row) => [row.topic, row.enabled]));
  return Object.fromEntries(
    ADMIN_NOTIFICATION_TOPICS.map((topic) => [topic, stored.get(topic) ?? true]),
  ) as AdminNotificationSettings;
};

/** Saves every topic (upserts) and logs what changed, in one transaction. */
export const saveAdminNotificationSettings = async ({
  db,
  actor,
  settings,
  now,
}: {
  db: Db;
  actor: AuditActor;
  settings: AdminNotificationSettings;
  now: Date;
}): Promise<AdminNotificationSettings> =>
  db.transaction(async (tx) => {
    const before = await getAdminNotificationSettings({ db: tx, adminId: actor.adminId });
    await tx
      .insert(adminNotificationPreference)
      .values(
        ADMIN_NOTIFICATION_TOPICS.map((topic) => ({
          adminId: actor.adminId,
          topic,
          enabled: settings[topic],
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [adminNotificationPreference.adminId, adminNotificationPreference.topic],
        set: { enabled: sql`excluded.enabled`, updatedAt: now },
      });
    const changes = ADMIN_NOTIFICATION_TOPICS.filter(
      (topic) => before[topic] !== settings[topic],
    ).map((topic) => `${TOPIC_LABELS[topic]} ${settings[topic] ? 'açık' : 'kapalı'}`);
    await recordAdminAction(tx, actor, {
      actionType: 'notification_settings_changed',
      targetType: 'user',
      targetId: actor.adminId,
      description: `Bildirim ayarları: ${changes.length > 0 ? changes.join(', ') : 'değişiklik yok'}`,
    });
    return settings;
  });
