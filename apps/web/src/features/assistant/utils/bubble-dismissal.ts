import { istanbulToday } from '@patili/domain/shared';

import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/storage';

// The dismissal lasts for the calendar day on the Istanbul clock: the bubble comes back the next day.

const keyOf = (userId: string) => `${STORAGE_KEYS.periBubbleDismissed}.${userId}`;

/** True when this user dismissed (or followed) Peri's suggestion earlier today, in this browser. */
export const isBubbleDismissedToday = (userId: string, now = new Date()): boolean =>
  readStored('local', keyOf(userId)) === istanbulToday(now);

/** Remembers, for this user and today, that the suggestion need not show again. */
export const dismissBubbleToday = (userId: string, now = new Date()) =>
  writeStored('local', keyOf(userId), istanbulToday(now));
