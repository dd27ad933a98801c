import { createHash } from 'node:crypto';

import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import {
  deleteCalendarFeedRoute,
  getBookingCalendarRoute,
  getCalendarFeedRoute,
  readCalendarFeedRoute,
  renewCalendarFeedRoute,
} from './calendar.routes.ts';
import {
  bookingCalendarFile,
  deleteCalendarFeed,
  getCalendarFeed,
  readCalendarFeed,
  renewCalendarFeed,
} from './calendar.service.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Bookings in the calendar; mounted before the bookings router, whose `{bookingId}` would take `calendar-feed`. */
export const calendarRouter = createRouter()
  .openapi(getCalendarFeedRoute, async (c) => {
    const { database, config } = c.get('deps');
    return c.json(await getCalendarFeed({ db: database.db, user: currentUser(c), appUrl: config.appUrl }), 200);
  })
  .openapi(renewCalendarFeedRoute, async (c) => {
    const { database, config, now } = c.get('deps');
    return c.json(await renewCalendarFeed({ db: database.db, user: currentUser(c), appUrl: config.appUrl, now: now() }), 200);
  })
  .openapi(deleteCalendarFeedRoute, async (c) => {
    await deleteCalendarFeed({ db: c.get('deps').database.db, user: currentUser(c) });
    return c.body(null, 204);
  })
  .openapi(getBookingCalendarRoute, async (c) => {
    const { database, config, now } = c.get('deps');
    const caller = currentUser(c);
    const { fileName, text } = await bookingCalendarFile({
      db: database.db,
      userId: caller.id,
      bookingId: c.req.valid('param').bookingId,
      locale: c.req.valid('query').locale ?? caller.locale,
      appUrl: config.appUrl,
      now: now(),
    });
    c.header('content-disposition', `attachment; filename="${fileName}"`);
    return c.body(text, 200, { 'content-type': CALENDAR_TYPE });
  })
  .openapi(readCalendarFeedRoute, async (c) => {
    const { database, config, now, limits } = c.get('deps');
    const { token } = c.req.valid('param');
    await limits.calendarFeedRead(`feed:${createHash('sha256').update(token).digest('base64url')}`);
    const text = await readCalendarFeed({
      db: database.db,
      token,
      appUrl: config.appUrl,
      now: now(),
    });
    // Calendar apps read a feed again and again: let them and any cache keep it for the refresh
    // interval it asks for, privately (the address is a secret).
    c.header('cache-control', 'private, max-age=900');
    return c.body(text, 200, { 'content-type': CALENDAR_TYPE });
  });
