import {
  EMERGENCY_NOTIFICATION_MESSAGES,
  EMERGENCY_NOTIFICATION_TYPES,
  type EmergencyNotificationType,
} from '@patili/domain/emergencies';

import { t } from '../../lib/i18n.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** An emergency request's notification: who did it, for which pet, where; the vet's note after it. */
const renderEmergencyNotification: NotificationRenderer = (locale, row) => {
  const payload = row.payload;
  const messages = EMERGENCY_NOTIFICATION_MESSAGES[row.type as EmergencyNotificationType];
  const body = t(locale, messages.body, {
    name: payloadText(payload.actorName) ?? '',
    pet: payloadText(payload.petName) ?? t(locale, 'emergencies:notification.somePet'),
    location: payloadText(payload.location) ?? '',
  });
  const note = payloadText(payload.note);
  return {
    title: t(locale, messages.title),
    body: note ? `${body} ${t(locale, 'emergencies:notification.note', { note })}` : body,
  };
};

/** The emergencies feature's notification kinds and how each is written. */
export const emergencyNotifications = renderEach(EMERGENCY_NOTIFICATION_TYPES, renderEmergencyNotification);
