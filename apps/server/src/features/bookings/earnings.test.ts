import type { Earnings } from '@patili/domain/bookings';
import { beforeAll, describe, expect, it } from 'vitest';

import { bookingTermsOn, createBooking } from '../../../test/factories.ts';
import {
  listedProvider,
  ownerWithPet,
  useBookingTestApp,
  type OwnerWithPet,
  type Person,
} from './booking-test-kit.ts';

/**
 * A provider's earnings: completed bookings with their stored quotes, and the sums over all of
 * them and over this Istanbul week (TEST_NOW is Wednesday 10 June 2026: the week is 8–14 June).
 */

const { testApp } = useBookingTestApp();

let owner: OwnerWithPet;
let walker: Person;

/** A walk with the walker, straight into the table: `status` on an Istanbul day and time at a price per hour. */
const walkWith = (
  provider: Person,
  date: string,
  time: string,
  { hours = 1, unitPriceKurus = 15_000, status = 'completed' } = {},
) =>
  createBooking(
    { db: testApp.deps.database.db },
    { owner, provider: { id: provider.id, role: 'pet_walker' }, pet: { id: owner.petId } },
    { status, unitPriceKurus, terms: bookingTermsOn('pet_walker', date, time, hours) },
  );

const earningsOf = (client: Person['client'], query = '') =>
  client.get<Earnings & { fields?: Record<string, string> }>(`/api/bookings/earnings${query}`);

beforeAll(async () => {
  owner = await ownerWithPet(testApp);
  walker = await listedProvider(testApp, 'pet_walker');
});

describe('GET /api/bookings/earnings', () => {
  it('sums every completed booking to the kuruş, and this Istanbul week’s from Monday 00:00', async () => {
    const rows = [
      // 00:30 on Monday 8 June in Istanbul: Sunday evening in UTC and New York, but this week.
      await walkWith(walker, '2026-06-08', '00:30', { hours: 3, unitPriceKurus: 12_345 }),
      // 23:30 on Sunday 7 June in Istanbul: last week.
      await walkWith(walker, '2026-06-07', '23:30', { hours: 2, unitPriceKurus: 9_999 }),
      await walkWith(walker, '2026-06-10', '09:00', { hours: 1, unitPriceKurus: 10_001 }),
      // 23:00 on Sunday 14 June: this week; midnight after it: next week.
      await walkWith(walker, '2026-06-14', '23:00', { hours: 1, unitPriceKurus: 8_888 }),
      await walkWith(walker, '2026-06-15', '00:00', { hours: 5, unitPriceKurus: 11_111 }),
      await walkWith(walker, '2026-05-20', '18:00', { hours: 4, unitPriceKurus: 13_579 }),
    ];
    // Not earnings: a confirmed and a cancelled walk, and another walker's completed one.
    await walkWith(walker, '2026-06-09', '10:00', { status: 'confirmed' });
    await walkWith(walker, '2026-06-09', '12:00', { status: 'cancelled' });
    const other = await listedProvider(testApp, 'pet_walker');
    await walkWith(other, '2026-06-09', '10:00');

    // 3 × 123,45 ₺ = 370,35 ₺; 8% commission 29,628 → 29,63 ₺ (half up, stored); net 340,72 ₺.
    expect(rows[0]).toMatchObject({
      baseKurus: 37_035,
      providerCommissionKurus: 2_963,
      netPayableKurus: 34_072,
    });
    const sum = (picked: typeof rows) => ({
      count: picked.length,
      base: picked.reduce((total, row) => total + row.baseKurus, 0),
      providerCommission: picked.reduce((total, row) => total + row.providerCommissionKurus, 0),
      netPayable: picked.reduce((total, row) => total + row.netPayableKurus, 0),
    });

    const answer = await earningsOf(walker.client, '?pageSize=4');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.totals).toEqual(sum(rows));
    expect(answer.body.totals).toEqual({
      count: 6,
      base: 37_035 + 19_998 + 10_001 + 8_888 + 55_555 + 54_316,
      providerCommission: 2_963 + 1_600 + 800 + 711 + 4_444 + 4_345,
      netPayable: 34_072 + 18_398 + 9_201 + 8_177 + 51_111 + 49_971,
    });
    expect(answer.body.week).toEqual({
      from: '2026-06-08',
      to: '2026-06-14',
      ...sum([rows[0]!, rows[2]!, rows[3]!]),
    });
    // The latest start first, a page at a time, each with its stored breakdown.
    expect(answer.body).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(answer.body.items.map((item) => item.id)).toEqual(
      [rows[4], rows[3], rows[2], rows[0]].map((row) => row!.id),
    );
    expect(answer.body.items[0]?.price).toMatchObject({
      base: 55_555,
      providerCommission: 4_444,
      netPayable: 51_111,
    });
    const second = await earningsOf(walker.client, '?page=2&pageSize=4');
    expect(second.body.items.map((item) => item.id)).toEqual([rows[1]!.id, rows[5]!.id]);
    expect(second.body.totals).toEqual(answer.body.totals);
  });

  it('answers zeros for a provider with nothing completed, and 422 for a bad page', async () => {
    const sitter = await listedProvider(testApp, 'sitter');
    const empty = await earningsOf(sitter.client);
    expect(empty.body).toMatchObject({
      items: [],
      total: 0,
      totals: { count: 0, base: 0, providerCommission: 0, netPayable: 0 },
      week: { count: 0, netPayable: 0 },
    });
    const bad = await earningsOf(sitter.client, '?page=0');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(['page']);
  });
});
