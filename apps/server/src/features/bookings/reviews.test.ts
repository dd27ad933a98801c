import type { BookingView } from '@patili/domain/bookings';
import type { ProviderPage } from '@patili/domain/discovery';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { createBooking } from '../../../test/factories.ts';
import { notification, providerProfile } from '../../db/schema/index.ts';
import {
  act,
  book,
  completeAs,
  listedProvider,
  ownerAndWalker,
  ownerWithPet,
  TEST_NOW,
  useBookingTestApp,
  type OwnerWithPet,
  type Person,
} from './booking-test-kit.ts';

const { clock, testApp } = useBookingTestApp();

let owner: OwnerWithPet;
let walker: Person;

/** A booking between the owner and a provider, completed through the API (a walk is walked). */
const completedWith = async (provider: Person, date: string) => {
  clock.set(TEST_NOW);
  const made = await book(
    owner,
    provider,
    provider.role === 'sitter' ? { startDate: date, endDate: date } : { date },
  );
  expect((await act(provider.client, made.id, 'accept')).status).toBe(200);
  clock.set(`${date}T20:00:00.000Z`);
  expect((await completeAs(provider, made.id)).status).toBe(200);
  return made;
};

const ratingOf = async (providerId: string) => {
  const [row] = await testApp.deps.database.db
    .select({ average: providerProfile.ratingAverage, count: providerProfile.ratingCount })
    .from(providerProfile)
    .where(eq(providerProfile.userId, providerId));
  return row;
};

const review = (client: Person['client'], bookingId: string, body: unknown) =>
  client.post(`/api/bookings/${bookingId}/reviews`, body);

beforeAll(async () => {
  ({ owner, walker } = await ownerAndWalker(testApp));
});

describe('POST /api/bookings/{id}/reviews', () => {
  it('refuses a review before the booking is completed', async () => {
    clock.set(TEST_NOW);
    const made = await book(owner, walker, { date: '2026-06-30' });
    const early = await review(owner.client, made.id, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Yalnızca tamamlanmış bir rezervasyon değerlendirilebilir.');
  });

  it("lets the owner rate the provider once (the kind's review type); the profile's rating follows and browse filters on it", async () => {
    const first = await completedWith(walker, '2026-06-12');
    const created = await review(owner.client, first.id, {
      rating: 4,
      comment: '  Çok özenliydi.  ',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.review).toMatchObject({
      reviewerRole: 'owner',
      reviewType: 'walker_review',
      rating: 4,
      comment: 'Çok özenliydi.',
    });
    expect(await ratingOf(walker.id)).toEqual({ average: 4, count: 1 });
    const twice = await review(owner.client, first.id, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Bu rezervasyonu zaten değerlendirdiniz.');

    const second = await completedWith(walker, '2026-06-13');
    expect((await review(owner.client, second.id, { rating: 5 })).status).toBe(201);
    expect(await ratingOf(walker.id)).toEqual({ average: 4.5, count: 2 });

    // The walker was told, and the owner's view of the booking has the review and no review left to write.
    const [told] = await testApp.deps.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, walker.id))
      .orderBy(notification.createdAt);
    expect(told).toBeDefined();
    const notices = await walker.client.get('/api/notifications');
    expect(notices.body.items[0]).toMatchObject({
      type: 'booking_reviewed',
      title: 'Yeni bir değerlendirme aldınız',
      path: '/pet-walker/reviews',
    });
    expect(notices.body.items[0].body).toContain(
      'Ayşe Sahip, 13 Haz 2026 09:00 tarihli köpek gezdirme için size 5 üzerinden 5 puan verdi.',
    );
    const view = (await owner.client.get<{ booking: BookingView }>(`/api/bookings/${second.id}`))
      .body.booking;
    expect(view).toMatchObject({
      canReview: false,
      reviews: [{ reviewerRole: 'owner', rating: 5, comment: null }],
    });

    // Browse reads the rating from the profile: the 4+ filter now finds the walker.
    const browse = await owner.client.get<ProviderPage>(
      '/api/discovery/providers?kind=pet_walker&minRating=4',
    );
    expect(browse.body.items.map((item) => [item.id, item.rating])).toEqual([
      [walker.id, { average: 4.5, count: 2 }],
    ]);
  });

  it("lets the provider rate the owner once (owner_review), which leaves the provider's rating alone", async () => {
    const made = await completedWith(walker, '2026-06-14');
    expect(
      (await walker.client.get<{ booking: BookingView }>(`/api/bookings/${made.id}`)).body.booking
        .canReview,
    ).toBe(true);
    const before = await ratingOf(walker.id);
    const created = await review(walker.client, made.id, { rating: 3 });
    expect(created.body.review).toMatchObject({
      reviewerRole: 'provider',
      reviewType: 'owner_review',
      rating: 3,
    });
    expect(await ratingOf(walker.id)).toEqual(before);
    expect((await review(walker.client, made.id, { rating: 3 })).status).toBe(409);
    // The owner may still write theirs.
    expect(
      (await owner.client.get<{ booking: BookingView }>(`/api/bookings/${made.id}`)).body.booking
        .canReview,
    ).toBe(true);
  });

  it('refuses a rating outside 1–5 or a fraction, and a long comment, per field', async () => {
    const made = await completedWith(walker, '2026-06-15');
    for (const rating of [0, 6, 4.5, '5', null]) {
      const response = await review(owner.client, made.id, { rating });
      expect(response.status, String(rating)).toBe(422);
      expect(response.body.fields).toEqual({ rating: 'Lütfen 1 ile 5 arasında bir puan verin.' });
    }
    const long = await review(owner.client, made.id, { rating: 5, comment: 'x'.repeat(1001) });
    expect(long.body.fields).toEqual({ comment: 'Yorum en fazla 1000 karakter olabilir.' });
  });

  it('gives 404 to anyone but the owner and the provider', async () => {
    const made = await createBooking(
      { db: testApp.deps.database.db },
      { owner, provider: { id: walker.id, role: 'pet_walker' } },
      { status: 'completed' },
    );
    const stranger = await ownerWithPet(testApp);
    const otherWalker = await listedProvider(testApp, 'pet_walker');
    for (const client of [stranger.client, otherWalker.client])
      expect((await review(client, made.id, { rating: 5 })).status).toBe(404);
    expect((await review(owner.client, 'not-a-booking', { rating: 5 })).status).toBe(404);
  });

  it('keeps the rating right when two reviews of one provider land at once', async () => {
    const sitter = await listedProvider(testApp, 'sitter');
    const stays = [
      await completedWith(sitter, '2026-06-16'),
      await completedWith(sitter, '2026-06-17'),
      await completedWith(sitter, '2026-06-18'),
    ];
    const answers = await Promise.all(
      stays.map((stay, index) => review(owner.client, stay.id, { rating: index + 3 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(await ratingOf(sitter.id)).toEqual({ average: 4, count: 3 });
  });
});
