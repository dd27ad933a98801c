import { addDays, APP_TIME_ZONE, toIstanbulDateTime } from '../shared/istanbul-time.ts';
import type { BookingStatus } from './booking-machine.ts';

/**
 * Bookings as iCalendar (RFC 5545): one booking's `.ics` file and a provider's subscribed feed.
 * Times are written as Istanbul wall-clock with `TZID=Europe/Istanbul` and the zone's VTIMEZONE,
 * so a calendar shows the booked time whatever zone its device is in; a sitter's stay is whole
 * days. Every event's UID is the booking's id at the app's domain, so importing the file again,
 * or the feed's next refresh, updates the event instead of adding a second one.
 */

/** The statuses a booking is in a calendar with: confirmed, and once it took place, completed. */
export const CALENDAR_STATUSES = ['confirmed', 'completed'] as const satisfies readonly BookingStatus[];

export const isCalendarStatus = (status: BookingStatus): boolean =>
  (CALENDAR_STATUSES as readonly string[]).includes(status);

/** A feed lists the bookings that start from this many days before its read on… */
export const CALENDAR_FEED_PAST_DAYS = 30;
/** …at most this many, earliest first (a feed is read again and again: its cost stays bounded). */
export const CALENDAR_FEED_MAX_EVENTS = 500;
/** How often a subscribed calendar is asked to read the feed again (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
export const CALENDAR_FEED_REFRESH = 'PT1H';

/** A feed's token: 32 random bytes in base64url (43 characters), the secret part of its address. */
export const CALENDAR_FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The product that wrote the calendar (PRODID). */
const PRODUCT_ID = '-//Patili//Bookings//TR';

/** When an event takes place: whole Istanbul days (first and last included), or two instants. */
export type CalendarEventTime =
  | { readonly allDay: true; readonly startDate: string; readonly endDate: string }
  | { readonly allDay: false; readonly startsAt: Date; readonly endsAt: Date };

/** One booking as a calendar event, its texts already written in the reader's language. */
export type CalendarEvent = {
  /** The booking's id: with the domain, the event's UID. */
  readonly bookingId: string;
  readonly summary: string;
  readonly description: string | null;
  /** Only what the app shows this reader of the booking (the walker's meeting point), else null. */
  readonly location: string | null;
  /** The booking in the app. */
  readonly url: string;
  readonly time: CalendarEventTime;
  /** When the booking last changed (LAST-MODIFIED). */
  readonly updatedAt: Date;
};

/**
 * A TEXT value escaped as RFC 5545 says: backslash, semicolon and comma get a backslash, a line
 * break becomes `\n`, and the other control characters are dropped.
 */
export const escapeIcsText = (value: string): string =>
  value
    .replace(/\r\n?/g, '\n')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- the control characters a content line may not hold
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');

const LINE_OCTETS = 75;
/** A text's length in UTF-8 octets (the domain has no TextEncoder). */
const octets = (text: string) => {
  let length = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    length += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return length;
};

/**
 * A content line folded as RFC 5545 says: no line longer than 75 octets of UTF-8, each
 * continuation starting with a space; a character is never split (ğ, ş and emoji stay whole).
 */
export const foldIcsLine = (line: string): string => {
  if (octets(line) <= LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const length = octets(char);
    // Continuation lines begin with the folding space, which counts towards their 75 octets.
    if (size + length > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += length;
  }
  lines.push(current);
  return lines.join('\r\n');
};

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYYMMDDTHHMMSSZ`: an instant in UTC. */
const utcStamp = (instant: Date) =>
  `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(
    instant.getUTCHours(),
  )}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;

/** `YYYYMMDD` of a `YYYY-MM-DD` date. */
const icsDate = (date: string) => date.replace(/-/g, '');

/** `YYYYMMDDTHHMM00`: an instant as Istanbul wall-clock time. */
const istanbulLocal = (instant: Date) => {
  const { date, time } = toIstanbulDateTime(instant);
  return `${icsDate(date)}T${time.replace(':', '')}00`;
};

/**
 * Istanbul's zone as calendars read it. Turkey has kept +03 all year since September 2016;
 * bookings are made for now and later, so one standard rule from then on describes every time
 * written here.
 */
const ISTANBUL_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${APP_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:20160907T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:+03',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const timeLines = (time: CalendarEventTime): string[] =>
  time.allDay
    ? [
        `DTSTART;VALUE=DATE:${icsDate(time.startDate)}`,
        // The end of an all-day event is the day after its last.
        `DTEND;VALUE=DATE:${icsDate(addDays(time.endDate, 1))}`,
      ]
    : [
        `DTSTART;TZID=${APP_TIME_ZONE}:${istanbulLocal(time.startsAt)}`,
        `DTEND;TZID=${APP_TIME_ZONE}:${istanbulLocal(time.endsAt)}`,
      ];

/** The event's UID: the booking's id at the app's domain. */
export const calendarEventUid = (bookingId: string, domain: string) => `booking-${bookingId}@${domain}`;

/** One VEVENT's content lines, unfolded. */
const eventLines = (event: CalendarEvent, { domain, stamp }: { domain: string; stamp: Date }) => [
  'BEGIN:VEVENT',
  `UID:${calendarEventUid(event.bookingId, domain)}`,
  `DTSTAMP:${utcStamp(stamp)}`,
  `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
  ...timeLines(event.time),
  `SUMMARY:${escapeIcsText(event.summary)}`,
  ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
  ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
  // A URI value is not TEXT: it is written as it is (the app's own address).
  `URL:${event.url}`,
  'STATUS:CONFIRMED',
  'TRANSP:OPAQUE',
  'END:VEVENT',
];

/**
 * A whole iCalendar object of some events, CRLF line ends and folded lines. `stamp` is when it is
 * written (DTSTAMP); `domain` the app's host (the UIDs); a feed passes its `name` and is told to
 * refresh every `CALENDAR_FEED_REFRESH`.
 */
export const calendarText = ({
  events,
  domain,
  stamp,
  feed,
}: {
  events: readonly CalendarEvent[];
  domain: string;
  stamp: Date;
  feed?: { name: string };
}): string => {
  const usesZone = events.some((event) => !event.time.allDay);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `METHOD:PUBLISH`,
    ...(feed
      ? [
          `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
          `NAME:${escapeIcsText(feed.name)}`,
          `X-WR-TIMEZONE:${APP_TIME_ZONE}`,
          `X-PUBLISHED-TTL:${CALENDAR_FEED_REFRESH}`,
          `REFRESH-INTERVAL;VALUE=DURATION:${CALENDAR_FEED_REFRESH}`,
        ]
      : []),
    ...(usesZone || feed ? ISTANBUL_TIMEZONE : []),
    ...events.flatMap((event) => eventLines(event, { domain, stamp })),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
};

/** A file name for a booking's `.ics` download. */
export const bookingCalendarFileName = (bookingId: string) => `patili-booking-${bookingId}.ics`;
