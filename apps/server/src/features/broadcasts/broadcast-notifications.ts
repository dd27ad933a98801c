import { BROADCAST_NOTIFICATION_TYPES } from '@patili/domain/broadcasts';

import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach } from '../../lib/notifications/notifications.ts';

/** An announcement reads as the admin wrote it, in every language. */
export const broadcastNotifications = renderEach(BROADCAST_NOTIFICATION_TYPES, (_locale, row) => ({
  title: payloadText(row.payload.title) ?? '',
  body: payloadText(row.payload.message) ?? '',
}));
