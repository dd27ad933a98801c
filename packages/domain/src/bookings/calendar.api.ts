import { z } from 'zod';

import { LOCALES } from '../i18n/locale.ts';
import { msg } from '../i18n/translate.ts';

/**
 * The calendar feed API (`/api/bookings/calendar-feed`): a provider's private feed address of
 * their confirmed bookings, or none.
 */

export const calendarFeedSchema = z.object({
  /** The feed's address: whoever has it reads the feed, so it is shown to its provider only. */
  url: z.string(),
  /** When this address was made (a renewal makes a new one). */
  createdAt: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The caller's feed, or null when they have none (never made, or turned off). */
export const calendarFeedResponseSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** A booking's `.ics` download: the language its texts are written in (the page's), else the account's. */
export const bookingCalendarQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: msg('errors:invalidValue') }).optional(),
});
export type BookingCalendarQuery = z.infer<typeof bookingCalendarQuerySchema>;
