import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';

/** The calendar day (`YYYY-MM-DD`) on the Istanbul clock: the bubble comes back the next day. */
export const istanbulDayOf = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const keyOf = (userId: string) => `${STORAGE_KEYS.periBubbleDismissed}.${userId}`;

/** True when this user dismissed (or followed) Peri's suggestion earlier today, in this browser. */
export const isBubbleDismissedToday = (userId: string, now = new Date()): boolean =>
  readStored('local', keyOf(userId)) === istanbulDayOf(now);

/** Remembers, for this user and today, that the suggestion need not show again. */
export const dismissBubbleToday = (userId: string, now = new Date()) =>
  writeStored('local', keyOf(userId), istanbulDayOf(now));
