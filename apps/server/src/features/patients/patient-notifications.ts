import {
  PATIENT_NOTIFICATION_MESSAGES,
  PATIENT_NOTIFICATION_TYPES,
  type PatientNotificationType,
} from '@patili/domain/patients';

import { t } from '../../lib/i18n.ts';
import { formatCalendarDate, payloadText } from '../../lib/notifications/format.ts';
import { renderEach, type NotificationRenderer } from '../../lib/notifications/notifications.ts';

/** A vet's new vaccination record, told to the pet's owner. */
const renderPatientNotification: NotificationRenderer = (locale, row) => {
  const messages = PATIENT_NOTIFICATION_MESSAGES[row.type as PatientNotificationType];
  const payload = row.payload;
  const date = payloadText(payload.vaccinationDate);
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      name: payloadText(payload.actorName) ?? '',
      pet: payloadText(payload.petName) ?? t(locale, 'patients:notification.somePet'),
      vaccine: payloadText(payload.vaccineName) ?? '',
      date: date ? formatCalendarDate(locale, date) : '',
    }),
  };
};

/** The patients feature's notification kinds and how each is written. */
export const patientNotifications = renderEach(PATIENT_NOTIFICATION_TYPES, renderPatientNotification);
