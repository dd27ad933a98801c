import { z } from 'zod';

import { ADMIN_NOTIFICATION_TOPICS } from '../admin/audit.ts';
import { msg } from '../i18n/translate.ts';

/**
 * An admin's notification choices (four checkboxes and a save
 * button): one switch per `ADMIN_NOTIFICATION_TOPICS`, on until turned off. Read and
 * saved whole by `GET`/`PUT /api/admin/notification-settings`.
 */
const topicSwitches = Object.fromEntries(
  ADMIN_NOTIFICATION_TOPICS.map((topic) => [
    topic,
    z.boolean({ error: msg('errors:invalidValue') }),
  ]),
) as { [K in (typeof ADMIN_NOTIFICATION_TOPICS)[number]]: z.ZodBoolean };

export const adminNotificationSettingsSchema = z.object(topicSwitches).strict();
export type AdminNotificationSettings = z.infer<typeof adminNotificationSettingsSchema>;
