import type { ProviderPage, PublicProviderProfile } from '@patili/domain/discovery';
import { beforeEach, describe, expect, it } from 'vitest';

import { DAY_MS, HOUR_MS } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { act, book, listedProvider, ownerWithPet, TEST_NOW, type OwnerWithPet, type Person } from './booking-test-kit.ts';
import { expireBookingRequests } from './expiry.service.ts';
import { responsivenessJob } from './responsiveness.service.ts';

const { clock, testApp } = useClockedTestApp(TEST_NOW);
const START = new Date(TEST_NOW).getTime();
const at = (ms: number) => clock.set(new Date(START + ms));

beforeEach(() => {
  clock.set(TEST_NOW);
});

/** A trainer's session request on day `n` of July (each on its own day, so accepting never collides). */
const request = (owner: OwnerWithPet, trainer: Person, n: number) =>
  book(owner, trainer, { date: `2026-07-${String(n).padStart(2, '0')}`, time: '18:00' });

const cardOf = async (owner: OwnerWithPet, trainerId: string, sort = 'rating') => {
  const page = await owner.client.get<ProviderPage>(`/api/discovery/providers?kind=trainer&sort=${sort}&pageSize=50`);
  expect(page.status).toBe(200);
  return { card: page.body.items.find((item) => item.id === trainerId), ids: page.body.items.map((item) => item.id) };
};
const profileOf = async (owner: OwnerWithPet, trainerId: string) =>
  (await owner.client.get<PublicProviderProfile>(`/api/discovery/providers/${trainerId}`)).body;

const expire = (now: Date) => {
  const { database, messenger, config } = testApp.deps;
  return expireBookingRequests({ db: database.db, messenger, appUrl: config.appUrl, now });
};

describe('how a provider answers requests, measured from the last 90 days', () => {
  it('counts answers within 24 hours, the median time to answer and the provider’s cancellations, shown from three requests', async () => {
    const owner = await ownerWithPet(testApp);
    const trainer = await listedProvider(testApp, 'trainer');
    // Four requests sent at once: answered in 1 hour, in 3 hours, never (lapsed), and one the
    // owner withdrew within the hour (nothing to answer: not counted).
    const quick = await request(owner, trainer, 1);
    const slow = await request(owner, trainer, 2);
    const ignored = await request(owner, trainer, 3);
    const withdrawn = await request(owner, trainer, 4);
    at(HOUR_MS / 2);
    expect((await act(owner.client, withdrawn.id, 'cancel')).status).toBe(200);
    at(HOUR_MS);
    expect((await act(trainer.client, quick.id, 'accept')).status).toBe(200);
    at(3 * HOUR_MS);
    expect((await act(trainer.client, slow.id, 'reject')).status).toBe(200);
    // Two measured so far (the third's 24 hours are not over): nothing shown yet.
    expect((await cardOf(owner, trainer.id)).card?.responsiveness).toBeNull();
    expect((await profileOf(owner, trainer.id)).responsiveness).toBeNull();

    // The third lapses unanswered after 24 hours: three measured, two in time, median 2 hours.
    at(24 * HOUR_MS + 60_000);
    expect(await expire(new Date(START + 24 * HOUR_MS + 60_000))).toBe(1);
    const shown = { requests: 3, responseRate: 67, medianResponseMinutes: 120, providerCancellations: 0 };
    expect((await cardOf(owner, trainer.id)).card?.responsiveness).toEqual(shown);
    expect((await profileOf(owner, trainer.id)).responsiveness).toEqual(shown);
    expect(ignored.id).toBeTruthy();

    // A fifth, accepted in 10 minutes and then cancelled by the trainer: it counts against them.
    at(2 * DAY_MS);
    const dropped = await request(owner, trainer, 5);
    at(2 * DAY_MS + 10 * 60_000);
    expect((await act(trainer.client, dropped.id, 'accept')).status).toBe(200);
    at(2 * DAY_MS + HOUR_MS);
    const cancelled = await trainer.client.post(`/api/bookings/${dropped.id}/provider-cancel`, { note: 'Hastayım.' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await profileOf(owner, trainer.id)).responsiveness).toEqual({
      requests: 4,
      responseRate: 75,
      medianResponseMinutes: 60,
      providerCancellations: 1,
    });

    // 90 days after the first four, the hourly job lets them go: one left, nothing shown.
    at(90 * DAY_MS + HOUR_MS);
    await responsivenessJob.run(testApp.deps);
    expect((await profileOf(owner, trainer.id)).responsiveness).toBeNull();
  });

  it('sorts browse by it: the most answered in time first, then the quicker, the unmeasured last', async () => {
    const owner = await ownerWithPet(testApp);
    const [prompt, steady, slowest, unmeasured] = await Promise.all([
      listedProvider(testApp, 'trainer'),
      listedProvider(testApp, 'trainer'),
      listedProvider(testApp, 'trainer'),
      listedProvider(testApp, 'trainer'),
    ]);
    // prompt: three answered within 30 minutes; steady: three within 5 hours; slowest: two of three.
    const plan: Array<[Person, number[]]> = [
      [prompt, [0.5, 0.5, 0.5]],
      [steady, [5, 5, 5]],
      [slowest, [2, 2]],
    ];
    for (const [trainer, hours] of plan) {
      clock.set(TEST_NOW);
      const made = await Promise.all([1, 2, 3].map((n) => request(owner, trainer, n + 10)));
      for (const [index, hoursToAnswer] of hours.entries()) {
        at(hoursToAnswer * HOUR_MS);
        expect((await act(trainer.client, made[index]!.id, 'accept')).status).toBe(200);
      }
    }
    await request(owner, unmeasured, 20);
    at(25 * HOUR_MS);
    await expire(new Date(START + 25 * HOUR_MS));
    const { ids } = await cardOf(owner, prompt.id, 'response');
    const order = [prompt.id, steady.id, slowest.id, unmeasured.id].map((id) => ids.indexOf(id));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect((await cardOf(owner, slowest.id, 'response')).card?.responsiveness).toMatchObject({ responseRate: 67 });
  });
});
