import type { StaticRouteId } from '../access/routes.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import type { EmergencyAction } from './emergency-machine.ts';

/**
 * What each emergency event tells the other side: a new
 * request tells the vet, each answer tells the owner, in the app and by e-mail. The text is
 * written when it is read, in the reader's language, from the payload kept with the notification.
 */

export const EMERGENCY_NOTIFICATION_TYPES = [
  'emergency_requested',
  'emergency_acknowledged',
  'emergency_cannot_help',
  'emergency_resolved',
] as const;
export type EmergencyNotificationType = (typeof EMERGENCY_NOTIFICATION_TYPES)[number];

export const isEmergencyNotificationType = (value: unknown): value is EmergencyNotificationType =>
  typeof value === 'string' && (EMERGENCY_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The notification each of the vet's actions sends the owner. */
export const EMERGENCY_ACTION_NOTIFICATIONS: Readonly<
  Record<EmergencyAction, EmergencyNotificationType>
> = {
  acknowledge: 'emergency_acknowledged',
  cannot_help: 'emergency_cannot_help',
  resolve: 'emergency_resolved',
};

/** Title and body of each type; the body reads `{{name}}`, `{{pet}}` and `{{location}}`. */
export const EMERGENCY_NOTIFICATION_MESSAGES: Readonly<
  Record<EmergencyNotificationType, { title: MessageKey; body: MessageKey }>
> = {
  emergency_requested: {
    title: msg('emergencies:notification.emergency_requested.title'),
    body: msg('emergencies:notification.emergency_requested.body'),
  },
  emergency_acknowledged: {
    title: msg('emergencies:notification.emergency_acknowledged.title'),
    body: msg('emergencies:notification.emergency_acknowledged.body'),
  },
  emergency_cannot_help: {
    title: msg('emergencies:notification.emergency_cannot_help.title'),
    body: msg('emergencies:notification.emergency_cannot_help.body'),
  },
  emergency_resolved: {
    title: msg('emergencies:notification.emergency_resolved.title'),
    body: msg('emergencies:notification.emergency_resolved.body'),
  },
};

/** What an emergency notification keeps to write its text later (names as they were at the event). */
export type EmergencyNotificationPayload = {
  /** Who did it: the owner who asked, or the vet who answered. */
  readonly actorName: string;
  /** Null once the pet was deleted. */
  readonly petName: string | null;
  readonly location: string;
  /** The vet's note with an answer. */
  readonly note: string | null;
};

/**
 * The screen an emergency notification opens: the vet's emergency requests for a new one, the
 * owner's dashboard (where their sent requests are listed) for an answer.
 */
export const emergencyNotificationScreen = (type: EmergencyNotificationType): StaticRouteId =>
  type === 'emergency_requested' ? 'veterinarian.emergency' : 'owner.dashboard';
