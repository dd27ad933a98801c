import { msg, type MessageKey } from '../i18n/translate.ts';
import type { ReportAnimalType } from './lostfound.schemas.ts';

/**
 * What a new lost report tells the people of its district who asked for it (an opt-in
 * setting, off by default). The text is written when it is read, in the reader's language, from
 * the payload kept with the notification; its path opens the report.
 */
export const LOSTFOUND_NOTIFICATION_TYPES = [
  'lostfound_lost_nearby',
  'lostfound_match_confirmed',
  'lostfound_microchip_owner',
  'lostfound_microchip_finder',
] as const;
export type LostFoundNotificationType = (typeof LOSTFOUND_NOTIFICATION_TYPES)[number];

export const isLostFoundNotificationType = (value: unknown): value is LostFoundNotificationType =>
  typeof value === 'string' && (LOSTFOUND_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** Title and body of each type; the body reads `{{pet}}` (the name and animal), `{{district}}` and `{{location}}`. */
export const LOSTFOUND_NOTIFICATION_MESSAGES: Readonly<
  Record<LostFoundNotificationType, { title: MessageKey; body: MessageKey }>
> = {
  lostfound_lost_nearby: {
    title: msg('lostfound:notification.lostNearby.title'),
    body: msg('lostfound:notification.lostNearby.body'),
  },
  // An admin confirmed a match: told to both reporters; `{{pet}}` is the reader's own
  // report, `{{district}}` and `{{location}}` the matching one's, and the path opens the matching one.
  lostfound_match_confirmed: {
    title: msg('lostfound:notification.matchConfirmed.title'),
    body: msg('lostfound:notification.matchConfirmed.body'),
  },
  // A found report's microchip is a registered pet's: told to the pet's owner (`{{pet}}` their
  // pet, `{{district}}` and `{{location}}` where it was found) and to the finder.
  lostfound_microchip_owner: {
    title: msg('lostfound:notification.microchipOwner.title'),
    body: msg('lostfound:notification.microchipOwner.body'),
  },
  lostfound_microchip_finder: {
    title: msg('lostfound:notification.microchipFinder.title'),
    body: msg('lostfound:notification.microchipFinder.body'),
  },
};

/** What the notification keeps (as the report was when it was created, or matched). */
export type LostFoundNotificationPayload = {
  readonly reportId: string;
  /** A confirmed match: the other report of the pair. */
  readonly matchedReportId?: string;
  readonly petName: string | null;
  readonly animalType: ReportAnimalType;
  readonly district: string;
  readonly lastSeenLocation: string;
};
