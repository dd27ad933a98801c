import { isMessageKey } from '@patili/domain/i18n';
import {
  MODERATION_NOTIFICATION_MESSAGES,
  MODERATION_NOTIFICATION_TYPES,
  type ModerationNotificationType,
} from '@patili/domain/moderation';

import { t } from '../../lib/i18n.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/**
 * Moderation: an admin hears of a new flag (what was reported and why); a warned author
 * reads the admin's own text.
 */
const renderModerationNotification: NotificationRenderer = (locale, row) => {
  const messages = MODERATION_NOTIFICATION_MESSAGES[row.type as ModerationNotificationType];
  const payload = row.payload;
  if (!messages.body) return { title: t(locale, messages.title), body: payloadText(payload.message) ?? '' };
  const kindKey = `moderation:kind.${payloadText(payload.kind) ?? 'message'}`;
  const reasonKey = `${payload.kind === 'message' ? 'chat' : 'forum'}:reasons.${payloadText(payload.reason) ?? 'other'}`;
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      kind: isMessageKey(kindKey) ? t(locale, kindKey).toLocaleLowerCase(locale) : '',
      reason: isMessageKey(reasonKey) ? t(locale, reasonKey) : (payloadText(payload.reason) ?? ''),
    }),
  };
};

/** The moderation feature's notification kinds (the flags the chat and the forum report, too) and how each is written. */
export const moderationNotifications = renderEach(MODERATION_NOTIFICATION_TYPES, renderModerationNotification);
