import { addDays, fromIstanbulDateTime, istanbulToday } from '@patili/domain/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { latestOutbox } from '../../../test/actors.ts';
import { DAY_MS, HOUR_MS } from '../../../test/clock.ts';
import { createBooking } from '../../../test/factories.ts';
import { booking, notification } from '../../db/schema/index.ts';
import {
  act,
  book,
  listedProvider,
  ownerAndWalker,
  TEST_NOW,
  useBookingTestApp,
  type OwnerWithPet,
  type Person,
} from './booking-test-kit.ts';
import { expireBookingRequests } from './expiry.service.ts';

const { clock, testApp } = useBookingTestApp();

let owner: OwnerWithPet;
let walker: Person;

beforeAll(async () => {
  ({ owner, walker } = await ownerAndWalker(testApp, { walker: { locale: 'en' } }));
});

const expireAt = (now: Date) => {
  const { database, messenger, config } = testApp.deps;
  return expireBookingRequests({ db: database.db, messenger, appUrl: config.appUrl, now });
};

const statusOf = async (id: string) => {
  const [row] = await testApp.deps.database.db.select().from(booking).where(eq(booking.id, id));
  return row;
};

describe('expireBookingRequests', () => {
  it('expires a request 24 hours after it was made, not a moment before, and tells both sides', async () => {
    clock.set(TEST_NOW);
    const made = await book(owner, walker, { date: '2026-06-20' });
    const madeAt = new Date(TEST_NOW).getTime();
    expect(await expireAt(new Date(madeAt + DAY_MS - 1))).toBe(0);
    expect((await statusOf(made.id))?.status).toBe('pending');
    expect(await expireAt(new Date(madeAt + DAY_MS))).toBe(1);
    expect(await statusOf(made.id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'system',
      cancellationReason: 'expired',
      cancelledAt: new Date(madeAt + DAY_MS),
    });
    const notices = await testApp.deps.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.bookingId, made.id), eq(notification.type, 'booking_expired')));
    expect(notices.map((row) => row.userId).sort()).toEqual([owner.id, walker.id].sort());
    expect((await latestOutbox(testApp, owner.email))?.subject).toBe(
      'Patili: Rezervasyon talebinin süresi doldu',
    );
    expect((await latestOutbox(testApp, walker.email))?.text).toContain(
      `The dog walking request for ${owner.petName} on 20 Jun 2026 09:00 was not answered in time`,
    );
    // The owner sees it cancelled with the reason; nothing is left to do.
    clock.set(new Date(madeAt + DAY_MS));
    const view = await owner.client.get(`/api/bookings/${made.id}`);
    expect(view.body.booking).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'system', reason: 'expired', note: null },
      actions: [],
    });
    // A second run finds nothing more.
    expect(await expireAt(new Date(madeAt + 2 * DAY_MS))).toBe(0);
  });

  it('expires a request whose start comes before its 24 hours, and leaves answered bookings alone', async () => {
    clock.set(TEST_NOW);
    const soon = await book(owner, walker, { date: '2026-06-10', time: '15:00', hours: 1 });
    const confirmed = await book(owner, walker, { date: '2026-06-10', time: '17:00', hours: 1 });
    expect((await act(walker.client, confirmed.id, 'accept')).status).toBe(200);
    // 15:00 in Istanbul is 12:00 UTC: five hours after the request.
    expect(await expireAt(new Date(new Date(TEST_NOW).getTime() + 5 * HOUR_MS - 1))).toBe(0);
    expect(await expireAt(new Date(new Date(TEST_NOW).getTime() + 5 * HOUR_MS))).toBe(1);
    expect((await statusOf(soon.id))?.status).toBe('cancelled');
    expect((await statusOf(confirmed.id))?.status).toBe('confirmed');
  });

  it('lets a sitter answer a stay that starts today until that Istanbul day ends', async () => {
    const sitter = await listedProvider(testApp, 'sitter');
    clock.set(TEST_NOW);
    const today = istanbulToday(new Date(TEST_NOW));
    const stay = { startDate: today, endDate: addDays(today, 1) };
    const accepted = await book(owner, sitter, stay);
    const lapsing = await book(owner, sitter, stay);
    const midnight = fromIstanbulDateTime(addDays(today, 1)).getTime();
    clock.set(new Date(midnight - 60_000));
    expect((await act(sitter.client, accepted.id, 'accept')).status).toBe(200);
    expect(await expireAt(new Date(midnight - 1))).toBe(0);
    expect((await statusOf(lapsing.id))?.status).toBe('pending');
    expect(await expireAt(new Date(midnight))).toBe(1);
    expect((await statusOf(lapsing.id))?.status).toBe('cancelled');
    expect((await statusOf(accepted.id))?.status).toBe('confirmed');
  });

  it('expires each request once when several processes run at the same time', async () => {
    const db = testApp.deps.database.db;
    const createdAt = new Date('2026-05-01T08:00:00.000Z');
    const rows = [];
    for (let index = 0; index < 30; index += 1) {
      rows.push(
        await createBooking(
          { db },
          { owner, provider: { id: walker.id, role: 'pet_walker' }, pet: { id: owner.petId } },
          { createdAt },
        ),
      );
    }
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => expireAt(new Date('2026-05-03T00:00:00.000Z'))),
    );
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(30);
    const ids = rows.map((row) => row.id);
    const notices = await db
      .select()
      .from(notification)
      .where(and(inArray(notification.bookingId, ids), eq(notification.type, 'booking_expired')));
    expect(notices).toHaveLength(60);
  });
});
