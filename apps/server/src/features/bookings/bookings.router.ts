import type { BookingEvent } from '@patili/domain/bookings';
import type { Context } from 'hono';

import { createRouter } from '../../lib/create-router.ts';
import type { AppEnv } from '../../lib/context.ts';
import { currentUser } from '../../lib/require-access.ts';
import { getAdminBookingRoute, listAdminBookingsRoute } from './admin-bookings.routes.ts';
import { getAdminBooking, listAdminBookings } from './admin-bookings.service.ts';
import { alternativesForOwner } from './alternatives.service.ts';
import { getAvailability, updateAvailability } from './availability.service.ts';
import {
  acceptBookingRoute,
  bookingAlternativesRoute,
  cancelBookingRoute,
  providerCancelBookingRoute,
  completeBookingRoute,
  createBookingRoute,
  createReviewRoute,
  finishWalkRoute,
  getAvailabilityRoute,
  getBookingRoute,
  getEarningsRoute,
  listBookingsRoute,
  listTodayWalksRoute,
  listWalkHistoryRoute,
  quoteBookingRoute,
  rejectBookingRoute,
  startWalkRoute,
  updateAvailabilityRoute,
} from './bookings.routes.ts';
import { createBooking, quoteBookingFor } from './bookings.service.ts';
import { getEarnings } from './earnings.service.ts';
import { getBooking, listBookings } from './lists.service.ts';
import { createReview } from './reviews.service.ts';
import { changeBooking } from './transitions.service.ts';
import { finishWalk, listTodayWalks, listWalkHistory, startWalk } from './walks.service.ts';

/** Sends an event to a booking as the caller, with what every change needs from the request. */
const change = (c: Context<AppEnv>, bookingId: string, event: BookingEvent) => {
  const { database, messenger, config, now } = c.get('deps');
  return changeBooking({
    db: database.db,
    messenger,
    appUrl: config.appUrl,
    actor: currentUser(c),
    bookingId,
    event,
    now: now(),
  });
};

// Static paths (quote, availability, earnings, walks) before `{bookingId}`.
export const bookingsRouter = createRouter()
  // The back office's scope: every booking, for the admins (admin-bookings.*.ts).
  .openapi(listAdminBookingsRoute, async (c) =>
    c.json(await listAdminBookings({ db: c.get('deps').database.db, ...c.req.valid('query') }), 200),
  )
  .openapi(getAdminBookingRoute, async (c) =>
    c.json(await getAdminBooking({ db: c.get('deps').database.db, bookingId: c.req.valid('param').bookingId }), 200),
  )
  .openapi(quoteBookingRoute, async (c) => {
    const { database, now } = c.get('deps');
    const quote = await quoteBookingFor({
      db: database.db,
      ownerId: currentUser(c).id,
      query: c.req.valid('query'),
      now: now(),
    });
    return c.json(quote, 200);
  })
  .openapi(getAvailabilityRoute, async (c) => {
    const availability = await getAvailability({
      db: c.get('deps').database.db,
      user: currentUser(c),
      query: c.req.valid('query'),
    });
    return c.json(availability, 200);
  })
  .openapi(updateAvailabilityRoute, async (c) => {
    const { database, now } = c.get('deps');
    const availability = await updateAvailability({
      db: database.db,
      providerId: currentUser(c).id,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json(availability, 200);
  })
  .openapi(getEarningsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const earnings = await getEarnings({
      db: database.db,
      providerId: currentUser(c).id,
      query: c.req.valid('query'),
      now: now(),
    });
    return c.json(earnings, 200);
  })
  .openapi(listTodayWalksRoute, async (c) => {
    const { database, now } = c.get('deps');
    const walks = await listTodayWalks({
      db: database.db,
      walkerId: currentUser(c).id,
      now: now(),
    });
    return c.json(walks, 200);
  })
  .openapi(listWalkHistoryRoute, async (c) => {
    const { database, now } = c.get('deps');
    const history = await listWalkHistory({
      db: database.db,
      walkerId: currentUser(c).id,
      query: c.req.valid('query'),
      now: now(),
    });
    return c.json(history, 200);
  })
  .openapi(createBookingRoute, async (c) => {
    const { database, messenger, config, now } = c.get('deps');
    const booking = await createBooking({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      owner: currentUser(c),
      body: c.req.valid('json'),
      now: now(),
    });
    return c.json({ booking }, 201);
  })
  .openapi(listBookingsRoute, async (c) => {
    const { database, now } = c.get('deps');
    const list = await listBookings({
      db: database.db,
      user: currentUser(c),
      query: c.req.valid('query'),
      now: now(),
    });
    return c.json(list, 200);
  })
  .openapi(getBookingRoute, async (c) => {
    const { database, now } = c.get('deps');
    const booking = await getBooking({
      db: database.db,
      userId: currentUser(c).id,
      bookingId: c.req.valid('param').bookingId,
      now: now(),
    });
    return c.json({ booking }, 200);
  })
  .openapi(acceptBookingRoute, async (c) => {
    const booking = await change(c, c.req.valid('param').bookingId, { type: 'accept' });
    return c.json({ booking }, 200);
  })
  .openapi(rejectBookingRoute, async (c) => {
    const booking = await change(c, c.req.valid('param').bookingId, {
      type: 'reject',
      note: c.req.valid('json').note,
    });
    return c.json({ booking }, 200);
  })
  .openapi(cancelBookingRoute, async (c) => {
    const booking = await change(c, c.req.valid('param').bookingId, {
      type: 'cancel',
      note: c.req.valid('json').note,
    });
    return c.json({ booking }, 200);
  })
  .openapi(providerCancelBookingRoute, async (c) => {
    const booking = await change(c, c.req.valid('param').bookingId, {
      type: 'provider_cancel',
      note: c.req.valid('json').note,
    });
    return c.json({ booking }, 200);
  })
  .openapi(bookingAlternativesRoute, async (c) => {
    const items = await alternativesForOwner({
      db: c.get('deps').database.db,
      ownerId: currentUser(c).id,
      bookingId: c.req.valid('param').bookingId,
    });
    return c.json({ items }, 200);
  })
  .openapi(completeBookingRoute, async (c) => {
    const booking = await change(c, c.req.valid('param').bookingId, { type: 'complete' });
    return c.json({ booking }, 200);
  })
  .openapi(startWalkRoute, async (c) => {
    const { database, now } = c.get('deps');
    const booking = await startWalk({
      db: database.db,
      walker: currentUser(c),
      bookingId: c.req.valid('param').bookingId,
      now: now(),
    });
    return c.json({ booking }, 200);
  })
  .openapi(finishWalkRoute, async (c) => {
    const { database, messenger, config, now } = c.get('deps');
    const booking = await finishWalk({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      walker: currentUser(c),
      bookingId: c.req.valid('param').bookingId,
      now: now(),
    });
    return c.json({ booking }, 200);
  })
  .openapi(createReviewRoute, async (c) => {
    const { database, messenger, config, now } = c.get('deps');
    const review = await createReview({
      db: database.db,
      messenger,
      appUrl: config.appUrl,
      reviewer: currentUser(c),
      bookingId: c.req.valid('param').bookingId,
      input: c.req.valid('json'),
      now: now(),
    });
    return c.json({ review }, 201);
  });
