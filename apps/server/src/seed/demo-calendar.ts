import type { Db } from '../db/client.ts';
import { renewCalendarFeed } from '../features/bookings/calendar.service.ts';

/**
 * The demo walker's calendar feed, made as the walker makes it on their profile page: its
 * address lists today's two confirmed walks and the recent completed ones (`demo-bookings.ts`).
 * The token is random, as every feed's is, so no two demo servers share an address; the walker
 * finds it on their profile.
 */
export const DEMO_CALENDAR_FEED_EMAIL = 'gezdirici@demo.patili.app';

export const seedDemoCalendar = async ({
  db,
  appUrl,
  accounts,
  now,
}: {
  db: Db;
  appUrl: string;
  accounts: ReadonlyMap<string, { id: string; role: string }>;
  now: Date;
}) => {
  const walker = accounts.get(DEMO_CALENDAR_FEED_EMAIL);
  if (!walker) return;
  await renewCalendarFeed({ db, user: walker, appUrl, now });
};
