import { msg, type MessageKey } from '../i18n/translate.ts';
import type { FlagKind } from './moderation.schemas.ts';

/**
 * What moderation tells people: the admins who keep the `flag` topic on hear of each
 * new flag (`moderation_flag_reported`), and an author an admin warned gets the admin's own text
 * (`moderation_warning`, shown as written in either language).
 */
export const MODERATION_NOTIFICATION_TYPES = [
  'moderation_flag_reported',
  'moderation_warning',
] as const;
export type ModerationNotificationType = (typeof MODERATION_NOTIFICATION_TYPES)[number];

export const isModerationNotificationType = (value: unknown): value is ModerationNotificationType =>
  typeof value === 'string' && (MODERATION_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The titles; a new flag's body reads `{{kind}}` and `{{reason}}`, a warning's body is its text. */
export const MODERATION_NOTIFICATION_MESSAGES: Readonly<
  Record<ModerationNotificationType, { title: MessageKey; body: MessageKey | null }>
> = {
  moderation_flag_reported: {
    title: msg('moderation:notification.newFlag.title'),
    body: msg('moderation:notification.newFlag.body'),
  },
  moderation_warning: { title: msg('moderation:notification.warning.title'), body: null },
};

export type ModerationNotificationPayload =
  | { readonly kind: FlagKind; readonly targetId: string; readonly reason: string }
  | { readonly message: string };
