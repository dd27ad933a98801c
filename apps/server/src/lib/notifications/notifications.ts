import {
  BOOKING_NOTIFICATION_MESSAGES,
  isBookingNotificationType,
  type BookingNotificationPayload,
  type BookingNotificationType,
  type NotificationView,
} from '@patili/domain/bookings';
import {
  isBroadcastNotificationType,
  type BroadcastNotificationPayload,
  type BroadcastNotificationType,
} from '@patili/domain/broadcasts';
import {
  EMERGENCY_NOTIFICATION_MESSAGES,
  isEmergencyNotificationType,
  type EmergencyNotificationPayload,
  type EmergencyNotificationType,
} from '@patili/domain/emergencies';
import { isLocale, isMessageKey, type Locale } from '@patili/domain/i18n';
import {
  LOSTFOUND_NOTIFICATION_MESSAGES,
  isLostFoundNotificationType,
  type LostFoundNotificationPayload,
  type LostFoundNotificationType,
} from '@patili/domain/lostfound';
import {
  MODERATION_NOTIFICATION_MESSAGES,
  isModerationNotificationType,
  type ModerationNotificationPayload,
  type ModerationNotificationType,
} from '@patili/domain/moderation';
import {
  PATIENT_NOTIFICATION_MESSAGES,
  isPatientNotificationType,
  type PatientNotificationType,
  type VaccinationNotificationPayload,
} from '@patili/domain/patients';
import {
  PAYMENT_NOTIFICATION_MESSAGES,
  isPaymentNotificationType,
  maskIban,
  type PaymentNotificationPayload,
  type PaymentNotificationType,
} from '@patili/domain/payments';
import { formatLira, toLira } from '@patili/domain/shared';
import {
  SECURITY_NOTIFICATION_MESSAGES,
  isSecurityNotificationType,
  type SecurityNotificationPayload,
  type SecurityNotificationType,
} from '@patili/domain/security';
import {
  SUPPORT_NOTIFICATION_MESSAGES,
  isSupportNotificationType,
  type SupportNotificationPayload,
  type SupportNotificationType,
} from '@patili/domain/support';
import {
  USERS_NOTIFICATION_MESSAGES,
  isUsersNotificationType,
  type UsersNotificationPayload,
  type UsersNotificationType,
} from '@patili/domain/users';
import { inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { notification, user } from '../../db/schema/index.ts';
import { t } from '../i18n.ts';
import { logger } from '../logger.ts';
import { notificationMail } from '../mail/templates.ts';
import type { Messenger } from '../mail/messenger.ts';
import { signalRealtime } from '../realtime/signal.ts';

/**
 * The notification writer every feature reaches (DESIGN.md "notifications"): `recordNotifications`
 * inside the transaction of the event, so the event and its notifications commit together, then
 * `sendNotificationEmails` once it has committed (mail never holds a transaction open, and a mail
 * that fails loses nothing). `features/notifications` is the HTTP side: the list and read marks.
 */

export type NotificationRow = typeof notification.$inferSelect;

/**
 * An event's notification to one person; `path` is the app screen it opens. Booking events name
 * their booking, emergency events their request; a vet's new vaccination record names neither.
 */
export type NewNotification =
  | {
      userId: string;
      type: BookingNotificationType;
      bookingId: string | null;
      payload: BookingNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: EmergencyNotificationType;
      emergencyRequestId: string;
      payload: EmergencyNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: PatientNotificationType;
      payload: VaccinationNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: LostFoundNotificationType;
      payload: LostFoundNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: ModerationNotificationType;
      payload: ModerationNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: BroadcastNotificationType;
      payload: BroadcastNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: PaymentNotificationType;
      payload: PaymentNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: SupportNotificationType;
      payload: SupportNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: UsersNotificationType;
      payload: UsersNotificationPayload;
      path: string | null;
    }
  | {
      userId: string;
      type: SecurityNotificationType;
      payload: SecurityNotificationPayload;
      path: string | null;
    };

/** Notification ids per realtime signal: 100 ids keep a NOTIFY payload near 4 kB, below PostgreSQL's 8 000 bytes. */
const SIGNAL_IDS_MAX = 100;

/**
 * Writes notifications (in the caller's transaction) and returns the rows for the e-mails. The
 * readers' open sockets hear of them when the transaction commits (`signalRealtime`).
 */
export const recordNotifications = async ({
  db,
  now,
  notifications,
}: {
  db: Db;
  now: Date;
  notifications: readonly NewNotification[];
}): Promise<NotificationRow[]> => {
  if (notifications.length === 0) return [];
  const rows = await db
    .insert(notification)
    .values(
      notifications.map((item) => ({
        userId: item.userId,
        type: item.type,
        bookingId: 'bookingId' in item ? item.bookingId : null,
        emergencyRequestId: 'emergencyRequestId' in item ? item.emergencyRequestId : null,
        payload: { ...item.payload, path: item.path },
        createdAt: now,
      })),
    )
    .returning();
  for (let start = 0; start < rows.length; start += SIGNAL_IDS_MAX) {
    const notificationIds = rows.slice(start, start + SIGNAL_IDS_MAX).map((row) => row.id);
    await signalRealtime(db, { type: 'notification', notificationIds });
  }
  return rows;
};

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** A calendar date (`YYYY-MM-DD`) as the reader writes it: `12 Haz 2026`, `12 Jun 2026`. */
const formatDate = (locale: Locale, date: string): string => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  const [year, month, day] = date.split('-').map(Number);
  return format.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** When the booking takes place, in Istanbul time as it was asked for: days for a sitter, day and time otherwise. */
const formatWhen = (locale: Locale, payload: Record<string, unknown>): string => {
  const startDate = text(payload.startDate);
  if (!startDate) return '';
  return formatBookingWhen(locale, { startDate, endDate: text(payload.endDate), startTime: text(payload.startTime) });
};

/**
 * When a booking takes place, as it was asked for (Istanbul calendar days and wall-clock time):
 * `12 Haz 2026 10:30`, or `12 Haz 2026 – 14 Haz 2026` for a stay; the chat's subjects say it so too.
 */
export const formatBookingWhen = (
  locale: Locale,
  { startDate, endDate, startTime }: { startDate: string; endDate: string | null; startTime: string | null },
): string => {
  if (startTime) return `${formatDate(locale, startDate)} ${startTime}`;
  return endDate && endDate !== startDate
    ? `${formatDate(locale, startDate)} – ${formatDate(locale, endDate)}`
    : formatDate(locale, startDate);
};

/** An emergency request's notification: who did it, for which pet, where; the vet's note after it. */
const renderEmergencyNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const type = row.type as EmergencyNotificationType;
  const payload = row.payload;
  const messages = EMERGENCY_NOTIFICATION_MESSAGES[type];
  const body = t(locale, messages.body, {
    name: text(payload.actorName) ?? '',
    pet: text(payload.petName) ?? t(locale, 'emergencies:notification.somePet'),
    location: text(payload.location) ?? '',
  });
  const note = text(payload.note);
  return {
    title: t(locale, messages.title),
    body: note ? `${body} ${t(locale, 'emergencies:notification.note', { note })}` : body,
  };
};

/** A vet's new vaccination record, told to the pet's owner. */
const renderPatientNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const messages = PATIENT_NOTIFICATION_MESSAGES[row.type as PatientNotificationType];
  const payload = row.payload;
  const date = text(payload.vaccinationDate);
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      name: text(payload.actorName) ?? '',
      pet: text(payload.petName) ?? t(locale, 'patients:notification.somePet'),
      vaccine: text(payload.vaccineName) ?? '',
      date: date ? formatDate(locale, date) : '',
    }),
  };
};

/** A lost pet reported in the reader's district, told to those who opted in. */
const renderLostFoundNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const messages = LOSTFOUND_NOTIFICATION_MESSAGES[row.type as LostFoundNotificationType];
  const payload = row.payload;
  const animalKey = `lostfound:animal.${text(payload.animalType) ?? 'other'}`;
  const animal = isMessageKey(animalKey) ? t(locale, animalKey) : t(locale, 'lostfound:animal.other');
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      // "Pamuk (kedi)", or the animal alone when the report names no pet.
      pet: text(payload.petName) ? `${text(payload.petName)} (${animal.toLocaleLowerCase(locale)})` : animal,
      district: text(payload.district) ?? '',
      location: text(payload.lastSeenLocation) ?? '',
    }),
  };
};

/** A support ticket's event: a new ticket or reply for the admins, an answer or status change for its requester. */
const renderSupportNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const messages = SUPPORT_NOTIFICATION_MESSAGES[row.type as SupportNotificationType];
  const payload = row.payload;
  const statusKey = `support:userStatus.${text(payload.status) ?? 'open'}`;
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      name: text(payload.actorName) ?? '',
      subject: text(payload.subject) ?? '',
      status: isMessageKey(statusKey) ? t(locale, statusKey) : '',
    }),
  };
};

/** An admin changed the reader's role. */
const renderUsersNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const messages = USERS_NOTIFICATION_MESSAGES[row.type as UsersNotificationType];
  const roleKey = `common:roles.${text(row.payload.role) ?? 'none'}`;
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, { role: isMessageKey(roleKey) ? t(locale, roleKey) : '' }),
  };
};

/** A payment step: a receipt for the admins, a confirmation, rejection or refund for the owner, a payout for the provider. */
const renderPaymentNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const messages = PAYMENT_NOTIFICATION_MESSAGES[row.type as PaymentNotificationType];
  const payload = row.payload;
  const iban = text(payload.iban);
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      name: text(payload.actorName) ?? '',
      reference: text(payload.reference) ?? '',
      amount: typeof payload.amountKurus === 'number' ? formatLira(toLira(payload.amountKurus), locale) : '',
      reason: text(payload.reason) ?? '',
      iban: iban ? maskIban(iban) : '',
    }),
  };
};

/**
 * Moderation: an admin hears of a new flag (what was reported and why); a warned author
 * reads the admin's own text.
 */
const renderModerationNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const messages = MODERATION_NOTIFICATION_MESSAGES[row.type as ModerationNotificationType];
  const payload = row.payload;
  if (!messages.body) return { title: t(locale, messages.title), body: text(payload.message) ?? '' };
  const kindKey = `moderation:kind.${text(payload.kind) ?? 'message'}`;
  const reasonKey = `${payload.kind === 'message' ? 'chat' : 'forum'}:reasons.${text(payload.reason) ?? 'other'}`;
  return {
    title: t(locale, messages.title),
    body: t(locale, messages.body, {
      kind: isMessageKey(kindKey) ? t(locale, kindKey).toLocaleLowerCase(locale) : '',
      reason: isMessageKey(reasonKey) ? t(locale, reasonKey) : (text(payload.reason) ?? ''),
    }),
  };
};

/** A new security alert, told to the admins: its type and severity in the reader's words, and its one line. */
const renderSecurityNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  const messages = SECURITY_NOTIFICATION_MESSAGES[row.type as SecurityNotificationType];
  const typeKey = `security:types.${text(row.payload.alertType) ?? 'new_vulnerability'}`;
  const severityKey = `security:severities.${text(row.payload.severity) ?? 'medium'}`;
  return {
    title: t(locale, messages.title, { type: isMessageKey(typeKey) ? t(locale, typeKey) : '' }),
    body: t(locale, messages.body, {
      severity: isMessageKey(severityKey) ? t(locale, severityKey) : '',
      description: text(row.payload.description) ?? '',
    }),
  };
};

/** A notification's title and text in a language, from its type and payload. */
export const renderNotification = (
  locale: Locale,
  row: Pick<NotificationRow, 'type' | 'payload'>,
): { title: string; body: string } => {
  if (isEmergencyNotificationType(row.type)) return renderEmergencyNotification(locale, row);
  if (isPatientNotificationType(row.type)) return renderPatientNotification(locale, row);
  if (isLostFoundNotificationType(row.type)) return renderLostFoundNotification(locale, row);
  if (isModerationNotificationType(row.type)) return renderModerationNotification(locale, row);
  // An announcement reads as the admin wrote it, in every language.
  if (isBroadcastNotificationType(row.type))
    return { title: text(row.payload.title) ?? '', body: text(row.payload.message) ?? '' };
  if (isPaymentNotificationType(row.type)) return renderPaymentNotification(locale, row);
  if (isSupportNotificationType(row.type)) return renderSupportNotification(locale, row);
  if (isUsersNotificationType(row.type)) return renderUsersNotification(locale, row);
  if (isSecurityNotificationType(row.type)) return renderSecurityNotification(locale, row);
  if (!isBookingNotificationType(row.type)) return { title: row.type, body: '' };
  const payload = row.payload;
  const serviceType = text(payload.serviceType) ?? '';
  const serviceKey = `catalog:${serviceType}`;
  const messages = BOOKING_NOTIFICATION_MESSAGES[row.type];
  const body = t(locale, messages.body, {
    name: text(payload.actorName) ?? '',
    pet: text(payload.petName) ?? t(locale, 'bookings:notification.somePet'),
    service: isMessageKey(serviceKey)
      ? t(locale, serviceKey).toLocaleLowerCase(locale)
      : serviceType,
    when: formatWhen(locale, payload),
    rating: typeof payload.rating === 'number' ? payload.rating : '',
  });
  const note = text(payload.note);
  return {
    title: t(locale, messages.title),
    body: note ? `${body} ${t(locale, 'bookings:notification.note', { note })}` : body,
  };
};

/** A stored notification as the API shows it, written in the caller's language. */
export const toNotificationView = (locale: Locale, row: NotificationRow): NotificationView => ({
  id: row.id,
  type: row.type,
  bookingId: row.bookingId,
  ...renderNotification(locale, row),
  path: text(row.payload.path),
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * E-mails notifications to their people, each in the person's own language, with a link to the
 * screen it opens. Runs after the event committed; a failure is logged and nothing is undone.
 * Deleted and deactivated accounts get no mail.
 */
export const sendNotificationEmails = async ({
  db,
  messenger,
  appUrl,
  notifications,
}: {
  db: Db;
  messenger: Messenger;
  appUrl: string;
  notifications: readonly NotificationRow[];
}): Promise<void> => {
  if (notifications.length === 0) return;
  try {
    const ids = [...new Set(notifications.map((row) => row.userId))];
    const people = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        locale: user.locale,
        deletedAt: user.deletedAt,
        deactivatedAt: user.deactivatedAt,
      })
      .from(user)
      .where(inArray(user.id, ids));
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const row of notifications) {
      const person = byId.get(row.userId);
      if (!person || person.deletedAt || person.deactivatedAt) continue;
      const locale: Locale = isLocale(person.locale) ? person.locale : 'tr';
      const { title, body } = renderNotification(locale, row);
      const path = text(row.payload.path);
      await messenger.sendEmail(
        notificationMail(
          locale,
          { email: person.email, name: person.name },
          { title, body, link: `${appUrl}/#${path ?? '/'}` },
        ),
      );
    }
  } catch (error) {
    logger.error(
      'notification e-mails could not be sent',
      error instanceof Error ? error.message : error,
    );
  }
};
