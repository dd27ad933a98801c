import { z } from 'zod';

import type { ProviderRole } from '../access/roles.ts';
import type { StaticRouteId } from '../access/routes.ts';
import { msg, type MessageKey } from '../i18n/translate.ts';
import type { BookingEventType } from './booking-machine.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * What each booking event tells the other side: a
 * notification in the app and an e-mail. The text is written when it is read, in the reader's
 * language, from the payload stored with the notification.
 */

export const BOOKING_NOTIFICATION_TYPES = [
  'booking_requested',
  'booking_accepted',
  'booking_rejected',
  'booking_cancelled',
  // The provider cancelled a confirmed booking: a full refund, and similar providers to book instead.
  'booking_cancelled_by_provider',
  'booking_expired',
  'booking_completed',
  'booking_reviewed',
  // The provider's invitation to review the owner once a service is completed.
  'booking_review_due',
  // The walker's report of a finished walk ("A walk followed live"), to the owner.
  'walk_reported',
] as const;
export type BookingNotificationType = (typeof BOOKING_NOTIFICATION_TYPES)[number];

export const isBookingNotificationType = (value: unknown): value is BookingNotificationType =>
  typeof value === 'string' && (BOOKING_NOTIFICATION_TYPES as readonly string[]).includes(value);

/** The notification each state-machine event sends. */
export const BOOKING_EVENT_NOTIFICATIONS: Readonly<
  Record<BookingEventType, BookingNotificationType>
> = {
  accept: 'booking_accepted',
  reject: 'booking_rejected',
  cancel: 'booking_cancelled',
  provider_cancel: 'booking_cancelled_by_provider',
  complete: 'booking_completed',
  expire: 'booking_expired',
};

/** Title and body of each type; the body reads `{{name}}`, `{{pet}}`, `{{service}}`, `{{when}}`, `{{rating}}`. */
export const BOOKING_NOTIFICATION_MESSAGES: Readonly<
  Record<BookingNotificationType, { title: MessageKey; body: MessageKey }>
> = {
  booking_requested: {
    title: msg('bookings:notification.booking_requested.title'),
    body: msg('bookings:notification.booking_requested.body'),
  },
  booking_accepted: {
    title: msg('bookings:notification.booking_accepted.title'),
    body: msg('bookings:notification.booking_accepted.body'),
  },
  booking_rejected: {
    title: msg('bookings:notification.booking_rejected.title'),
    body: msg('bookings:notification.booking_rejected.body'),
  },
  booking_cancelled: {
    title: msg('bookings:notification.booking_cancelled.title'),
    body: msg('bookings:notification.booking_cancelled.body'),
  },
  booking_cancelled_by_provider: {
    title: msg('bookings:notification.booking_cancelled_by_provider.title'),
    body: msg('bookings:notification.booking_cancelled_by_provider.body'),
  },
  booking_expired: {
    title: msg('bookings:notification.booking_expired.title'),
    body: msg('bookings:notification.booking_expired.body'),
  },
  booking_completed: {
    title: msg('bookings:notification.booking_completed.title'),
    body: msg('bookings:notification.booking_completed.body'),
  },
  booking_reviewed: {
    title: msg('bookings:notification.booking_reviewed.title'),
    body: msg('bookings:notification.booking_reviewed.body'),
  },
  booking_review_due: {
    title: msg('bookings:notification.booking_review_due.title'),
    body: msg('bookings:notification.booking_review_due.body'),
  },
  walk_reported: {
    title: msg('bookings:notification.walk_reported.title'),
    body: msg('bookings:notification.walk_reported.body'),
  },
};

/** What a booking notification keeps to write its text later (names as they were at the event). */
export type BookingNotificationPayload = {
  readonly kind: ProviderRole;
  readonly serviceType: string;
  /** Istanbul dates and start time of the booking (`startTime` null for a sitter). */
  readonly startDate: string;
  readonly endDate: string;
  readonly startTime: string | null;
  /** Who did it (null for the expiry job). */
  readonly actorName: string | null;
  /** Null once the pet was deleted. */
  readonly petName: string | null;
  readonly note: string | null;
  /** The rating of a review notification. */
  readonly rating: number | null;
  /** A provider's cancellation: the names of similar providers free at that time (none: empty). */
  readonly alternatives?: readonly string[];
};

const PROVIDER_SCREENS: Readonly<
  Record<ProviderRole, { requests: StaticRouteId; bookings: StaticRouteId; reviews: StaticRouteId }>
> = {
  sitter: {
    requests: 'sitter.requests',
    bookings: 'sitter.reservations',
    reviews: 'sitter.reservations',
  },
  veterinarian: {
    requests: 'veterinarian.serviceRequests',
    bookings: 'veterinarian.appointments',
    reviews: 'veterinarian.reviews',
  },
  pet_walker: {
    requests: 'petWalker.serviceRequests',
    bookings: 'petWalker.appointments',
    reviews: 'petWalker.reviews',
  },
  trainer: {
    requests: 'trainer.serviceRequests',
    bookings: 'trainer.appointments',
    reviews: 'trainer.reviews',
  },
};

/**
 * The screen a booking notification opens: the owner's bookings; for a provider the requests
 * inbox for a new request, their reviews for a review, and their bookings otherwise.
 */
export const bookingNotificationScreen = (
  recipient:
    { readonly side: 'owner' } | { readonly side: 'provider'; readonly kind: ProviderRole },
  type: BookingNotificationType,
): StaticRouteId => {
  if (recipient.side === 'owner') return 'owner.bookings';
  const screens = PROVIDER_SCREENS[recipient.kind];
  if (type === 'booking_requested') return screens.requests;
  if (type === 'booking_reviewed') return screens.reviews;
  return screens.bookings;
};

// --- The notifications API (`/api/notifications`) ------------------------------------------------

export const notificationViewSchema = z.object({
  id: z.string(),
  /** `booking_requested`, `booking_accepted`, …; later sources add their own. */
  type: z.string(),
  bookingId: z.string().nullable(),
  /** Written in the caller's language. */
  title: z.string(),
  body: z.string(),
  /** The app path the notification opens (`/owner/bookings`), or null. */
  path: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

/** Notifications per page, and the most a client may ask for. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 50;

export const notificationListQuerySchema = pageQuerySchema({
  pageSize: NOTIFICATION_PAGE_SIZE,
  maxPageSize: NOTIFICATION_PAGE_SIZE_MAX,
  maxPage: 100_000,
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = pageSchemaOf(notificationViewSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;
