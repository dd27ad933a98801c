import type { StaticRouteId } from '../access/routes.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';

/**
 * What a vet's patient work tells the owner ("the owner sees it on the pet"): a new
 * vaccination record, in the app and by e-mail. The text is written when it is read, in the
 * reader's language, from the payload kept with the notification.
 */

export const PATIENT_NOTIFICATION_TYPES = ['vaccination_recorded'] as const;
export type PatientNotificationType = (typeof PATIENT_NOTIFICATION_TYPES)[number];

export const isPatientNotificationType = (value: unknown): value is PatientNotificationType =>
  typeof value === 'string' && (PATIENT_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** Title and body of each type; the body reads `{{name}}`, `{{pet}}`, `{{vaccine}}` and `{{date}}`. */
export const PATIENT_NOTIFICATION_MESSAGES: Readonly<
  Record<PatientNotificationType, { title: MessageKey; body: MessageKey }>
> = {
  vaccination_recorded: {
    title: msg('patients:notification.vaccination_recorded.title'),
    body: msg('patients:notification.vaccination_recorded.body'),
  },
};

/** What a vaccination notification keeps (names as they were when it was recorded). */
export type VaccinationNotificationPayload = {
  /** The vet who recorded it. */
  readonly actorName: string;
  readonly petName: string | null;
  readonly vaccineName: string;
  /** The vaccination's Istanbul day, `YYYY-MM-DD`. */
  readonly vaccinationDate: string;
};

/** The owner's pets, where a pet's vaccination records are shown. */
export const PATIENT_NOTIFICATION_SCREEN: StaticRouteId = 'owner.pets';
