import { istanbulToday } from '../shared/istanbul-time.ts';

/**
 * Peri's history is kept per user per calendar day in `Europe/Istanbul`, one day at a time: a
 * conversation belongs to the Istanbul day it
 * was written on, whatever the server's or the browser's zone, and older days are removed.
 */

/** True for a stored day before today in Istanbul: its messages are removed. */
export const isExpiredDay = (day: string, now: Date): boolean => day < istanbulToday(now);
