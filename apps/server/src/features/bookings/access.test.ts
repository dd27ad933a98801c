import type { Role } from '@patili/domain/access';
import { beforeAll, describe, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { createBooking } from '../../../test/factories.ts';
import {
  bookingBody,
  listedProvider,
  ownerWithPet,
  useBookingTestApp,
} from './booking-test-kit.ts';

const { testApp } = useBookingTestApp();

const PROVIDERS: readonly Role[] = ['sitter', 'veterinarian', 'pet_walker', 'trainer', 'admin'];
const PARTIES: readonly Role[] = ['owner', ...PROVIDERS];

let bookingId: string;
let sitterId: string;
let petId: string;

beforeAll(async () => {
  const sitter = await listedProvider(testApp, 'sitter');
  const owner = await ownerWithPet(testApp);
  sitterId = sitter.id;
  petId = owner.petId;
  bookingId = (
    await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: { id: sitter.id, role: 'sitter' } },
    )
  ).id;
});

/**
 * Every bookings route as an anonymous visitor and as each role: the roles allowed get an answer
 * the route documents (a stranger to the booking a 404), the others 401/403.
 */
describe('access', () => {
  it('quote and book: owners (and the admin)', async () => {
    const quote = `/api/bookings/quote?providerId=${sitterId}&kind=sitter&service=cat_care&startDate=2026-06-12&endDate=2026-06-13`;
    await expectAccessMatrix(testApp, { method: 'GET', path: quote }, ['owner', 'admin']);
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: '/api/bookings', json: bookingBody('sitter', sitterId, petId) },
      ['owner', 'admin'],
    );
  });

  it('list and read: both sides of bookings', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/bookings' }, PARTIES);
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/bookings?as=provider&status=pending' },
      PARTIES,
    );
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: `/api/bookings/${bookingId}` },
      PARTIES, { denied: 404 }
    );
  });

  it('accept, reject and complete: providers; cancel: owners', async () => {
    for (const action of ['accept', 'reject', 'complete']) {
      await expectAccessMatrix(
        testApp,
        { method: 'POST', path: `/api/bookings/${bookingId}/${action}`, json: {} },
        PROVIDERS, { denied: 404 }
      );
    }
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: `/api/bookings/${bookingId}/cancel`, json: {} },
      ['owner', 'admin'], { denied: 404 }
    );
  });

  it("walks: the walker's today, history, start and finish; earnings: providers", async () => {
    for (const path of ['/api/bookings/walks/today', '/api/bookings/walks?page=1']) {
      await expectAccessMatrix(testApp, { method: 'GET', path }, ['pet_walker', 'admin']);
    }
    for (const step of ['start', 'finish']) {
      await expectAccessMatrix(
        testApp,
        { method: 'POST', path: `/api/bookings/${bookingId}/walk/${step}` },
        ['pet_walker', 'admin'], { denied: 404 }
      );
    }
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/bookings/earnings?page=1&pageSize=5' },
      PROVIDERS,
    );
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/bookings?as=provider&status=pending,requested' },
      PARTIES,
    );
  });

  it('reviews: both sides', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'POST', path: `/api/bookings/${bookingId}/reviews`, json: { rating: 5 } },
      PARTIES, { denied: 404 }
    );
  });

  it('availability: providers keep theirs; owners read a provider’s', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/bookings/availability?from=2026-06-01&to=2026-06-30' },
      PARTIES,
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'GET',
        path: `/api/bookings/availability?from=2026-06-01&to=2026-06-30&providerId=${sitterId}`,
      },
      PARTIES,
    );
    await expectAccessMatrix(
      testApp,
      {
        method: 'PUT',
        path: '/api/bookings/availability',
        json: { from: '2026-06-01', to: '2026-06-30', unavailableDays: ['2026-06-15'] },
      },
      PROVIDERS,
    );
  });
});
