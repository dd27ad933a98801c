import { msg, type MessageKey } from '../i18n/translate.ts';
import type { Role } from '../access/roles.ts';

/**
 * What the back office tells a user about their account: an admin changed
 * their role. The text is written when it is read, in the reader's language, from the payload.
 */
export const USERS_NOTIFICATION_TYPES = ['users_role_changed'] as const;
export type UsersNotificationType = (typeof USERS_NOTIFICATION_TYPES)[number];

export const isUsersNotificationType = (value: unknown): value is UsersNotificationType =>
  typeof value === 'string' && (USERS_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** Title and body of each type; the body reads `{{role}}` (the new role's label). */
export const USERS_NOTIFICATION_MESSAGES: Readonly<Record<UsersNotificationType, { title: MessageKey; body: MessageKey }>> = {
  users_role_changed: {
    title: msg('users:notification.roleChanged.title'),
    body: msg('users:notification.roleChanged.body'),
  },
};

/** What the notification keeps. */
export type UsersNotificationPayload = { readonly role: Role; readonly previousRole: Role };
