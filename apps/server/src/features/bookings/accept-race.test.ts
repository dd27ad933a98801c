/**
 * The overlap rule under load (decision 010): 50 overlapping requests to one walker,
 * accepted all at once, confirm exactly one. On PGlite (`npm test`) requests take turns on its one
 * connection; under `npm run test:pg` they run on a pool of real PostgreSQL connections, where the
 * provider's advisory lock in the accepting transaction is what keeps the second one out.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { bookingTermsOn, createBooking } from '../../../test/factories.ts';
import { booking } from '../../db/schema/index.ts';
import {
  act,
  listedProvider,
  ownerWithPet,
  TEST_NOW,
  useBookingTestApp,
} from './booking-test-kit.ts';

const { testApp } = useBookingTestApp();

const REQUESTS = 50;

describe('accepting overlapping requests at once', () => {
  it(
    `confirms exactly one of ${REQUESTS} overlapping walks; the others answer 409`,
    { timeout: 120_000 },
    async () => {
      const db = testApp.deps.database.db;
      const walker = await listedProvider(testApp, 'pet_walker');
      const owner = await ownerWithPet(testApp);
      // Each walk overlaps every other: starts a minute apart, two hours long.
      const requests = [];
      for (let index = 0; index < REQUESTS; index += 1) {
        const minute = String(index).padStart(2, '0');
        requests.push(
          await createBooking(
            { db },
            { owner, provider: { id: walker.id, role: 'pet_walker' }, pet: { id: owner.petId } },
            {
              terms: bookingTermsOn('pet_walker', '2026-06-15', `10:${minute}`, 2),
              createdAt: new Date(TEST_NOW),
            },
          ),
        );
      }
      const answers = await Promise.all(
        requests.map((request) => act(walker.client, request.id, 'accept')),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1);
      expect(
        new Set(
          answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message),
        ),
      ).toEqual(new Set(['Bu saatlerde onaylanmış başka bir rezervasyonunuz var.']));
      const confirmed = await db
        .select({ id: booking.id })
        .from(booking)
        .where(and(eq(booking.providerId, walker.id), eq(booking.status, 'confirmed')));
      expect(confirmed).toHaveLength(1);
    },
  );

  it('answers the same request accepted many times at once with one confirmation', async () => {
    const db = testApp.deps.database.db;
    const walker = await listedProvider(testApp, 'pet_walker');
    const owner = await ownerWithPet(testApp);
    const request = await createBooking(
      { db },
      { owner, provider: { id: walker.id, role: 'pet_walker' } },
      { createdAt: new Date(TEST_NOW) },
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => act(walker.client, request.id, 'accept')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array.from({ length: 9 }, () => 409),
    ]);
  });
});
