import type { ReceivedReviews } from '@patili/domain/reviews';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { createBooking, createPet } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { review } from '../../db/schema/index.ts';

const testApp = useTestApp();

type Someone = { id: string; role: string; client: TestClient };

let walker: Someone;
let otherWalker: Someone;
let owner: Someone;
let secondOwner: Someone;
let bookingIds: string[];

const db = () => testApp.deps.database.db;

/** A completed booking and a review of it, written straight to the tables as the bookings feature would. */
const reviewed = async (
  parties: { owner: Someone; provider: Someone },
  by: 'owner' | 'provider',
  rating: number,
  at: string,
  comment: string | null = null,
) => {
  const made = await createBooking(
    { db: db() },
    { owner: parties.owner, provider: parties.provider },
    {
      status: 'completed',
      terms: { kind: 'pet_walker', date: at.slice(0, 10), time: '09:00', hours: 1 },
    },
  );
  const reviewer = by === 'owner' ? parties.owner : parties.provider;
  const reviewee = by === 'owner' ? parties.provider : parties.owner;
  await db()
    .insert(review)
    .values({
      bookingId: made.id,
      reviewerId: reviewer.id,
      revieweeId: reviewee.id,
      rating,
      comment,
      reviewType: by === 'owner' ? 'walker_review' : 'owner_review',
      createdAt: new Date(at),
    });
  return made.id;
};

const received = (client: TestClient, query = '') =>
  client.get<ReceivedReviews>(`/api/reviews/received${query}`);

beforeAll(async () => {
  const person = async (role: 'owner' | 'pet_walker', name: string) => {
    const { user, client } = await signedInAs(testApp, role, { name });
    return { id: user.id, role, client };
  };
  walker = await person('pet_walker', 'Deniz Yürür');
  otherWalker = await person('pet_walker', 'Ece Adım');
  owner = await person('owner', 'Ayşe Nur Sahip');
  secondOwner = await person('owner', 'Mehmet Can');
  await createPet({ db: db() }, owner);
  bookingIds = [
    await reviewed({ owner, provider: walker }, 'owner', 5, '2026-05-01T10:00:00.000Z', 'Harika!'),
    await reviewed(
      { owner: secondOwner, provider: walker },
      'owner',
      4,
      '2026-05-03T10:00:00.000Z',
    ),
    await reviewed({ owner, provider: walker }, 'owner', 5, '2026-05-02T10:00:00.000Z'),
    // The walker's review of the owner: the owner's, not the walker's.
    await reviewed(
      { owner, provider: walker },
      'provider',
      2,
      '2026-05-04T10:00:00.000Z',
      'Geç kaldı.',
    ),
    await reviewed(
      { owner: secondOwner, provider: otherWalker },
      'owner',
      1,
      '2026-05-05T10:00:00.000Z',
    ),
  ];
});

describe('GET /api/reviews/received', () => {
  it("lists the provider's reviews of their work, newest first, with a summary of them all", async () => {
    const first = await received(walker.client, '?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.summary).toEqual({
      average: 4.67,
      count: 3,
      stars: [
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.items).toEqual([
      {
        id: expect.any(String),
        reviewType: 'walker_review',
        rating: 4,
        comment: null,
        createdAt: '2026-05-03T10:00:00.000Z',
        reviewerFirstName: 'Mehmet',
        booking: {
          id: bookingIds[1],
          kind: 'pet_walker',
          serviceType: 'dog_walking',
          startDate: '2026-05-03',
        },
      },
      expect.objectContaining({
        rating: 5,
        reviewerFirstName: 'Ayşe',
        createdAt: '2026-05-02T10:00:00.000Z',
      }),
    ]);
    const second = await received(walker.client, '?page=2&pageSize=2');
    expect(
      second.body.items.map((item) => [item.rating, item.comment, item.reviewerFirstName]),
    ).toEqual([[5, 'Harika!', 'Ayşe']]);
    expect(second.body.summary.count).toBe(3);
  });

  it("shows an owner only the providers' reviews of them, and nobody anyone else's", async () => {
    const mine = await received(owner.client);
    expect(
      mine.body.items.map((item) => [
        item.reviewType,
        item.rating,
        item.comment,
        item.reviewerFirstName,
      ]),
    ).toEqual([['owner_review', 2, 'Geç kaldı.', 'Deniz']]);
    expect(mine.body.summary).toMatchObject({ average: 2, count: 1 });
    const other = await received(otherWalker.client);
    expect(other.body.items.map((item) => item.rating)).toEqual([1]);
    expect(
      other.body.items.every((item) => !bookingIds.slice(0, 4).includes(item.booking.id)),
    ).toBe(true);
  });

  it('answers an empty page and summary before the first review', async () => {
    const { client } = await signedInAs(testApp, 'trainer');
    const empty = await received(client);
    expect(empty.body).toEqual({
      summary: {
        average: null,
        count: 0,
        stars: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
      },
      items: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
  });

  it('refuses a page size over the limit with a translated message', async () => {
    const tooMany = await walker.client.get('/api/reviews/received?pageSize=51');
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('VALIDATION_FAILED');
    expect(tooMany.body.message).toBe(
      'Gönderilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
    );
    expect(tooMany.body.fields).toHaveProperty('pageSize');
  });
});

describe('access', () => {
  it('lets every signed-in role read the reviews they received', async () => {
    await expectAccessMatrix(
      testApp,
      { method: 'GET', path: '/api/reviews/received' },
      'signed-in',
    );
  });
});
