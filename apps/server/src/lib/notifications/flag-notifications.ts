import { buildPath } from '@patili/domain/access';
import type { FlagKind } from '@patili/domain/moderation';

import type { Db } from '../../db/client.ts';
import { adminRecipients } from './admin-recipients.ts';
import { recordNotifications } from './notifications.ts';

/**
 * Tells the admins of a new flag (the admin notification topic `flag`): called by the
 * chat's message report and the forum's post and reply reports, in the report's transaction, so
 * the flag and its notifications commit together. Admins who turned the topic off hear nothing;
 * the notification opens the flagged-messages page.
 */
export const notifyAdminsOfFlag = async (
  db: Db,
  flag: { kind: FlagKind; targetId: string; reason: string; now: Date },
): Promise<void> => {
  const admins = await adminRecipients(db, 'flag');
  await recordNotifications({
    db,
    now: flag.now,
    notifications: admins.map((userId) => ({
      userId,
      type: 'moderation_flag_reported' as const,
      payload: { kind: flag.kind, targetId: flag.targetId, reason: flag.reason },
      path: buildPath('admin.moderation'),
    })),
  });
};
