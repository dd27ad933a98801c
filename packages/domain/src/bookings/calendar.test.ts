import { describe, expect, it } from 'vitest';

import { fromIstanbulDateTime } from '../shared/istanbul-time.ts';
import {
  calendarText,
  CALENDAR_FEED_TOKEN_PATTERN,
  escapeIcsText,
  foldIcsLine,
  isCalendarStatus,
  type CalendarEvent,
} from './calendar.ts';

const STAMP = new Date('2026-06-10T09:15:00Z');

const walk = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  bookingId: '0b6d2a8e-1111-4c3b-9d3e-2f6f1f0a0001',
  summary: 'Köpek Gezdirme · Ayşe Sahip',
  description: 'Evcil hayvan: Karamel',
  location: 'Moda Parkı girişi',
  url: 'https://patili.example/#/pet-walker/appointments',
  time: {
    allDay: false,
    startsAt: fromIstanbulDateTime('2026-06-12', '09:00'),
    endsAt: fromIstanbulDateTime('2026-06-12', '11:00'),
  },
  updatedAt: new Date('2026-06-10T08:00:00Z'),
  ...over,
});

/** Octets of UTF-8, counted apart from the code under test. */
const utf8Length = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

/** The unfolded content lines of a calendar text. */
const linesOf = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('calendarText', () => {
  it('writes one VEVENT at Istanbul wall-clock time with the zone, whatever the process zone', () => {
    // The domain project runs under America/New_York: nothing may read the local zone.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/New_York');
    const text = calendarText({ events: [walk()], domain: 'patili.example', stamp: STAMP });
    const lines = linesOf(text);
    expect(lines).toContain('DTSTART;TZID=Europe/Istanbul:20260612T090000');
    expect(lines).toContain('DTEND;TZID=Europe/Istanbul:20260612T110000');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:booking-0b6d2a8e-1111-4c3b-9d3e-2f6f1f0a0001@patili.example');
    expect(lines).toContain('DTSTAMP:20260610T091500Z');
    expect(lines).toContain('URL:https://patili.example/#/pet-walker/appointments');
    expect(lines).toContain('LOCATION:Moda Parkı girişi');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends in CRLF: no bare LF anywhere.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives the same UID on every write, so a re-import updates the event', () => {
    const uid = (text: string) => linesOf(text).find((line) => line.startsWith('UID:'));
    const first = calendarText({ events: [walk()], domain: 'patili.example', stamp: STAMP });
    const later = calendarText({
      events: [walk({ summary: 'Başka' })],
      domain: 'patili.example',
      stamp: new Date('2026-06-11T00:00:00Z'),
    });
    expect(uid(first)).toBe(uid(later));
  });

  it('writes a sitter stay as whole days, the end the day after the last', () => {
    const text = calendarText({
      events: [walk({ time: { allDay: true, startDate: '2026-06-12', endDate: '2026-06-14' } })],
      domain: 'patili.example',
      stamp: STAMP,
    });
    const lines = linesOf(text);
    expect(lines).toContain('DTSTART;VALUE=DATE:20260612');
    expect(lines).toContain('DTEND;VALUE=DATE:20260615');
    expect(lines).not.toContain('BEGIN:VTIMEZONE');
  });

  it('leaves the location out when there is none to show', () => {
    const text = calendarText({ events: [walk({ location: null, description: null })], domain: 'd', stamp: STAMP });
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('DESCRIPTION');
  });

  it('names a feed and tells it to refresh', () => {
    const text = calendarText({ events: [], domain: 'd', stamp: STAMP, feed: { name: 'Patili, rezervasyonlar' } });
    const lines = linesOf(text);
    expect(lines).toContain('X-WR-CALNAME:Patili\\, rezervasyonlar');
    expect(lines).toContain('X-PUBLISHED-TTL:PT1H');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines).not.toContain('BEGIN:VEVENT');
  });

  it('escapes commas, semicolons, backslashes and line breaks in names and notes', () => {
    const text = calendarText({
      events: [walk({ summary: 'Eğitim; Ali, Veli', description: 'Satır 1\nSatır 2\r\nC:\\yol' })],
      domain: 'd',
      stamp: STAMP,
    });
    const lines = linesOf(text);
    expect(lines).toContain('SUMMARY:Eğitim\\; Ali\\, Veli');
    expect(lines).toContain('DESCRIPTION:Satır 1\\nSatır 2\\nC:\\\\yol');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const text = calendarText({
      events: [walk({ description: 'ğüşıöç'.repeat(40) })],
      domain: 'd',
      stamp: STAMP,
    });
    const physical = text.split('\r\n');
    expect(physical.every((line) => utf8Length(line) <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(linesOf(text)).toContain(`DESCRIPTION:${'ğüşıöç'.repeat(40)}`);
  });
});

describe('escapeIcsText', () => {
  it('drops control characters other than tab', () => {
    expect(escapeIcsText('a\u0007b\tc')).toBe('ab\tc');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a space-led line', () => {
    expect(foldIcsLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldIcsLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
  });

  it('keeps an emoji whole', () => {
    const folded = foldIcsLine(`${'a'.repeat(73)}🐾b`);
    expect(folded).toBe(`${'a'.repeat(73)}\r\n 🐾b`);
  });
});

describe('the calendar statuses and tokens', () => {
  it('puts confirmed and completed bookings in a calendar, nothing else', () => {
    expect(isCalendarStatus('confirmed')).toBe(true);
    expect(isCalendarStatus('completed')).toBe(true);
    for (const status of ['pending', 'requested', 'cancelled', 'payment_pending'] as const)
      expect(isCalendarStatus(status)).toBe(false);
  });

  it('reads a token as 43 base64url characters', () => {
    expect(CALENDAR_FEED_TOKEN_PATTERN.test('A'.repeat(43))).toBe(true);
    expect(CALENDAR_FEED_TOKEN_PATTERN.test('A'.repeat(42))).toBe(false);
    expect(CALENDAR_FEED_TOKEN_PATTERN.test(`${'A'.repeat(42)}/`)).toBe(false);
  });
});
