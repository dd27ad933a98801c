import { randomBytes } from 'node:crypto';

import { buildPath, isProviderRole } from '@patili/domain/access';
import {
  bookingCalendarFileName,
  bookingNotificationScreen,
  calendarText,
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_TOKEN_PATTERN,
  CALENDAR_STATUSES,
  isCalendarStatus,
  normalizeBookingStatus,
  type CalendarEvent,
  type CalendarFeedResponse,
} from '@patili/domain/bookings';
import { isLocale, isMessageKey, type Locale } from '@patili/domain/i18n';
import { and, asc, eq, gte, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Db } from '../../db/client.ts';
import { booking, calendarFeed, pet, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { t } from '../../lib/i18n.ts';
import { bookingNotFound, checkBookingId } from './bookings.service.ts';

/**
 * Bookings in the calendar: a confirmed (or completed) booking's `.ics` file for its owner and its
 * provider, and a provider's private feed of theirs, read by calendar apps with the feed's token
 * and no session. An event shows what the app shows its reader of the booking and nothing more:
 * the service, the other side's name, the pet, the notes, and as the location only the walker's
 * meeting point the owner gave for the walk (never an account's own address).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const ownerUser = alias(user, 'calendar_owner');
const providerUser = alias(user, 'calendar_provider');

/** What an event is written from: the booking's columns, both names and the pet's. */
const EVENT_COLUMNS = {
  id: booking.id,
  ownerId: booking.ownerId,
  providerId: booking.providerId,
  providerKind: booking.providerKind,
  serviceType: booking.serviceType,
  status: booking.status,
  startsAt: booking.startsAt,
  endsAt: booking.endsAt,
  startDate: booking.startDate,
  endDate: booking.endDate,
  notes: booking.notes,
  addressForWalker: booking.addressForWalker,
  updatedAt: booking.updatedAt,
  ownerName: ownerUser.name,
  providerName: providerUser.name,
  petName: pet.name,
};

const selectEvents = (db: Db) =>
  db
    .select(EVENT_COLUMNS)
    .from(booking)
    .innerJoin(ownerUser, eq(ownerUser.id, booking.ownerId))
    .innerJoin(providerUser, eq(providerUser.id, booking.providerId))
    .leftJoin(pet, eq(pet.id, booking.petId));

type EventRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['where']>>[number];

/** The app's host: the domain of every event's UID. */
const domainOf = (appUrl: string) => new URL(appUrl).hostname;

/** The reader's screen of their bookings in the app (the owner's bookings, the provider's appointments). */
const bookingLink = (appUrl: string, row: EventRow, side: 'owner' | 'provider') => {
  const kind = isProviderRole(row.providerKind) ? row.providerKind : 'sitter';
  const screen = bookingNotificationScreen(side === 'owner' ? { side } : { side, kind }, 'booking_accepted');
  return `${appUrl.replace(/\/+$/, '')}/#${buildPath(screen)}`;
};

const serviceName = (locale: Locale, serviceType: string) => {
  const key = `catalog:${serviceType}`;
  return isMessageKey(key) ? t(locale, key) : serviceType;
};

/** One booking as its owner's or its provider's calendar event, in their language. */
const toEvent = (row: EventRow, side: 'owner' | 'provider', locale: Locale, appUrl: string): CalendarEvent => {
  const url = bookingLink(appUrl, row, side);
  const description = [
    ...(row.petName ? [t(locale, 'bookings:calendar.event.pet', { pet: row.petName })] : []),
    ...(row.notes ? [t(locale, 'bookings:calendar.event.notes', { notes: row.notes })] : []),
    t(locale, 'bookings:calendar.event.open', { url }),
  ].join('\n');
  return {
    bookingId: row.id,
    summary: t(locale, 'bookings:calendar.event.summary', {
      service: serviceName(locale, row.serviceType),
      name: side === 'owner' ? row.providerName : row.ownerName,
    }),
    description,
    // The meeting point is on the walk's booking, which both sides see in the app.
    location: row.providerKind === 'pet_walker' ? row.addressForWalker : null,
    url,
    time:
      row.providerKind === 'sitter'
        ? { allDay: true, startDate: row.startDate, endDate: row.endDate }
        : { allDay: false, startsAt: row.startsAt, endsAt: row.endsAt },
    updatedAt: row.updatedAt,
  };
};

/**
 * `GET /api/bookings/{bookingId}/calendar.ics`: the booking as one event, for its owner or its
 * provider (anyone else: 404); a booking not confirmed or completed is 409.
 */
export const bookingCalendarFile = async ({
  db,
  userId,
  bookingId,
  locale,
  appUrl,
  now,
}: {
  db: Db;
  userId: string;
  bookingId: string;
  locale: Locale;
  appUrl: string;
  now: Date;
}): Promise<{ fileName: string; text: string }> => {
  checkBookingId(bookingId);
  const [row] = await selectEvents(db)
    .where(and(eq(booking.id, bookingId), or(eq(booking.ownerId, userId), eq(booking.providerId, userId))))
    .limit(1);
  if (!row) throw bookingNotFound();
  if (!isCalendarStatus(normalizeBookingStatus(row.status)))
    throw new AppError('CONFLICT', { messageKey: 'bookings:calendar.errors.notConfirmed' });
  const side = row.ownerId === userId ? 'owner' : 'provider';
  return {
    fileName: bookingCalendarFileName(row.id),
    text: calendarText({ events: [toEvent(row, side, locale, appUrl)], domain: domainOf(appUrl), stamp: now }),
  };
};

// --- The provider's feed --------------------------------------------------------------------------

/** The public address of a feed's token (served without a session: the token is the key). */
export const calendarFeedUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/api/calendar/${token}/bookings.ics`;

/** Only the four provider roles have bookings to list (the admin account has none: 403 too). */
const checkProvider = (role: string) => {
  if (!isProviderRole(role)) throw new AppError('FORBIDDEN', { messageKey: 'bookings:calendar.errors.providersOnly' });
};

const feedResponse = (appUrl: string, row: { token: string; createdAt: Date } | undefined): CalendarFeedResponse => ({
  feed: row ? { url: calendarFeedUrl(appUrl, row.token), createdAt: row.createdAt.toISOString() } : null,
});

/** `GET /api/bookings/calendar-feed`: the provider's feed address, or none. */
export const getCalendarFeed = async ({
  db,
  user: caller,
  appUrl,
}: {
  db: Db;
  user: { id: string; role: string };
  appUrl: string;
}): Promise<CalendarFeedResponse> => {
  checkProvider(caller.role);
  const [row] = await db
    .select({ token: calendarFeed.token, createdAt: calendarFeed.createdAt })
    .from(calendarFeed)
    .where(eq(calendarFeed.userId, caller.id))
    .limit(1);
  return feedResponse(appUrl, row);
};

/**
 * `POST /api/bookings/calendar-feed`: a new address for the provider's feed. A new random token
 * replaces the old one in the same row, so the old address stops working at once.
 */
export const renewCalendarFeed = async ({
  db,
  user: caller,
  appUrl,
  now,
}: {
  db: Db;
  user: { id: string; role: string };
  appUrl: string;
  now: Date;
}): Promise<CalendarFeedResponse> => {
  checkProvider(caller.role);
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(calendarFeed)
    .values({ userId: caller.id, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeed.userId, set: { token, createdAt: now } })
    .returning({ token: calendarFeed.token, createdAt: calendarFeed.createdAt });
  return feedResponse(appUrl, row);
};

/** `DELETE /api/bookings/calendar-feed`: the feed is turned off (its address answers 404). */
export const deleteCalendarFeed = async ({ db, user: caller }: { db: Db; user: { id: string; role: string } }) => {
  checkProvider(caller.role);
  await db.delete(calendarFeed).where(eq(calendarFeed.userId, caller.id));
};

const feedNotFound = () => new AppError('NOT_FOUND', { messageKey: 'bookings:calendar.errors.feedNotFound' });

/**
 * `GET /api/calendar/{token}/bookings.ics`: the feed of the token's provider, in their language:
 * their confirmed and completed bookings that start from `CALENDAR_FEED_PAST_DAYS` ago on,
 * earliest first, at most `CALENDAR_FEED_MAX_EVENTS`. An unknown, renewed or turned-off token is
 * 404. Two reads by index: the token's row (its unique index), then the provider's bookings by
 * start (`booking_provider_starts_idx`: provider, start, id).
 */
export const readCalendarFeed = async ({
  db,
  token,
  appUrl,
  now,
}: {
  db: Db;
  token: string;
  appUrl: string;
  now: Date;
}): Promise<string> => {
  // A value that cannot be a token costs no read.
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw feedNotFound();
  const [feed] = await db
    .select({ userId: calendarFeed.userId, role: user.role, locale: user.locale })
    .from(calendarFeed)
    .innerJoin(user, eq(user.id, calendarFeed.userId))
    .where(eq(calendarFeed.token, token))
    .limit(1);
  if (!feed || !isProviderRole(feed.role)) throw feedNotFound();
  const locale: Locale = isLocale(feed.locale) ? feed.locale : 'tr';
  const rows = await selectEvents(db)
    .where(
      and(
        eq(booking.providerId, feed.userId),
        gte(booking.startsAt, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS)),
        inArray(booking.status, [...CALENDAR_STATUSES]),
      ),
    )
    .orderBy(asc(booking.startsAt), asc(booking.id))
    .limit(CALENDAR_FEED_MAX_EVENTS);
  return calendarText({
    events: rows.map((row) => toEvent(row, 'provider', locale, appUrl)),
    domain: domainOf(appUrl),
    stamp: now,
    feed: { name: t(locale, 'bookings:calendar.event.feedName') },
  });
};
