import {
  LOSTFOUND_NOTIFICATION_MESSAGES,
  LOSTFOUND_NOTIFICATION_TYPES,
  type LostFoundNotificationType,
} from '@patili/domain/lostfound';
import { speciesLabelKey } from '@patili/domain/shared';

import { t } from '../../lib/i18n.ts';
import { payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** A lost pet reported in the reader's district, told to those who opted in. */
const renderLostFoundNotification: NotificationRenderer = (locale, row) => {
  const messages = LOSTFOUND_NOTIFICATION_MESSAGES[row.type as LostFoundNotificationType];
  const payload = row.payload;
  const animal = t(locale, speciesLabelKey(payloadText(payload.animalType)));
  const petName = payloadText(payload.petName);
  const params = {
    // "Pamuk (kedi)", or the animal alone when the report names no pet.
    pet: petName ? `${petName} (${animal.toLocaleLowerCase(locale)})` : animal,
    district: payloadText(payload.district) ?? '',
    location: payloadText(payload.lastSeenLocation) ?? '',
  };
  return { title: t(locale, messages.title, params), body: t(locale, messages.body, params) };
};

/** The lost-and-found feature's notification kinds and how each is written. */
export const lostfoundNotifications = renderEach(LOSTFOUND_NOTIFICATION_TYPES, renderLostFoundNotification);
