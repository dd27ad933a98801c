import { istanbulToday } from '../bookings/booking-time.ts';

/**
 * Peri's history is kept per user per calendar day in `Europe/Istanbul`, one day at a time: a
 * conversation belongs to the Istanbul day it
 * was written on, whatever the server's or the browser's zone, and older days are removed.
 */

/** The Istanbul calendar day (`YYYY-MM-DD`) of an instant. Istanbul is UTC+03:00 all year. */
export const istanbulDay = (now: Date): string => istanbulToday(now);

/** True for a stored day before today in Istanbul: its messages are removed. */
export const isExpiredDay = (day: string, now: Date): boolean => day < istanbulDay(now);
