import type { PerformanceList, ProviderPerformanceDetail } from '@patili/domain/reports';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { booking, review } from '../../db/schema/index.ts';
import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { bookingTermsOn, createBooking, createProviderProfile, createUser, type CreatedUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';

// 15 March 2031, 12:00 Istanbul: the detail's twelve months run from April 2030 to March 2031.
const { testApp } = useClockedTestApp('2031-03-15T09:00:00.000Z');
const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });

const MINUTE = 60_000;

type BookingPlan = {
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  /** Minutes from the request to the provider's answer; null when never answered. */
  answeredAfter?: number | null;
  reason?: 'rejected' | 'cancelled_by_owner' | 'expired';
  unitPriceKurus?: number;
  date?: string;
};

/** A booking of `provider` made at `createdAt`, answered, cancelled or completed as planned. */
const book = async (provider: CreatedUser, owner: CreatedUser, createdAt: Date, plan: BookingPlan) => {
  const row = await createBooking(
    { db: db() },
    { owner, provider },
    {
      status: plan.status,
      createdAt,
      unitPriceKurus: plan.unitPriceKurus ?? 10_000,
      terms: bookingTermsOn(provider.role as 'pet_walker', plan.date ?? '2031-02-10'),
    },
  );
  const answeredAt = plan.answeredAfter == null ? null : new Date(createdAt.getTime() + plan.answeredAfter * MINUTE);
  await db()
    .update(booking)
    .set({ answeredAt, cancellationReason: plan.reason ?? null, completedAt: plan.status === 'completed' ? answeredAt : null })
    .where(eq(booking.id, row.id));
  return row;
};

let admin: TestClient;
let walkers: Record<'ayse' | 'sule' | 'mert' | 'idle', CreatedUser>;
let owner: CreatedUser;

beforeAll(async () => {
  admin = (await signedInAs(testApp, 'admin')).client;
  owner = await createUser(factory(), { role: 'owner', name: 'Deniz Sahip' });
  const walker = async (name: string, rating: number | null, count: number) => {
    const created = await createUser(factory(), { role: 'pet_walker', name });
    await createProviderProfile({ db: db() }, created, { ratingAverage: rating, ratingCount: count });
    return created;
  };
  walkers = {
    ayse: await walker('Ayşe Yürüyüş', 4.5, 2),
    sule: await walker('Şule Işık', 3, 1),
    mert: await walker('Mert Koşu', null, 0),
    idle: await walker('Zeki Boşta', null, 0),
  };
  // A sitter's bookings never count for walkers.
  const sitter = await createUser(factory(), { role: 'sitter', name: 'Ayşe Bakıcı' });
  await book(sitter, owner, new Date('2031-01-05T08:00:00Z'), { status: 'completed', answeredAfter: 1 });

  const at = (day: number) => new Date(Date.UTC(2031, 0, day, 8));
  // Ayşe: 3 completed (answers in 10, 20, 30 min), one rejected (answer in 60), one expired: 4 answered, 3 accepted.
  await book(walkers.ayse, owner, at(2), { status: 'completed', answeredAfter: 10, unitPriceKurus: 10_000 });
  await book(walkers.ayse, owner, at(3), { status: 'completed', answeredAfter: 20, unitPriceKurus: 20_000 });
  await book(walkers.ayse, owner, at(4), { status: 'completed', answeredAfter: 30, unitPriceKurus: 30_000 });
  await book(walkers.ayse, owner, at(5), { status: 'cancelled', answeredAfter: 60, reason: 'rejected' });
  await book(walkers.ayse, owner, at(6), { status: 'cancelled', answeredAfter: null, reason: 'expired' });
  // Şule: 1 completed (answer in 5 min), 1 confirmed then cancelled by the owner (answer in 15): 2 answered, 2 accepted.
  await book(walkers.sule, owner, at(7), { status: 'completed', answeredAfter: 5, unitPriceKurus: 50_000 });
  await book(walkers.sule, owner, at(8), { status: 'cancelled', answeredAfter: 15, reason: 'cancelled_by_owner' });
  // Mert: 1 pending request, never answered.
  await book(walkers.mert, owner, at(9), { status: 'pending', answeredAfter: null });
});

const list = async (query: string) => {
  const response = await admin.get<PerformanceList>(`/api/admin/performance?kind=pet_walker&${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const names = (page: PerformanceList) => page.items.map((item) => item.name);

describe('GET /api/admin/performance', () => {
  it('gives each provider their figures over all their bookings', async () => {
    const page = await list('sort=name&dir=asc');
    expect(page.total).toBe(4);
    const ayse = page.items.find((item) => item.providerId === walkers.ayse.id)!;
    // A walk of 1 hour at the price: net = base − 8%.
    expect(ayse).toEqual({
      providerId: walkers.ayse.id,
      name: 'Ayşe Yürüyüş',
      kind: 'pet_walker',
      bookings: 5,
      completed: 3,
      answered: 4,
      accepted: 3,
      cancelled: 2,
      acceptanceRate: 0.75,
      cancellationRate: 0.4,
      ratingAverage: 4.5,
      ratingCount: 2,
      medianResponseMinutes: 25,
      earningsKurus: 9_200 + 18_400 + 27_600,
    });
    const sule = page.items.find((item) => item.providerId === walkers.sule.id)!;
    expect(sule).toMatchObject({ completed: 1, acceptanceRate: 1, cancellationRate: 0.5, medianResponseMinutes: 10, earningsKurus: 46_000 });
    const mert = page.items.find((item) => item.providerId === walkers.mert.id)!;
    expect(mert).toMatchObject({ bookings: 1, completed: 0, acceptanceRate: null, cancellationRate: 0, medianResponseMinutes: null, earningsKurus: 0 });
    const idle = page.items.find((item) => item.providerId === walkers.idle.id)!;
    expect(idle).toMatchObject({ bookings: 0, acceptanceRate: null, cancellationRate: null, ratingAverage: null, earningsKurus: 0 });
  });

  it('gives the same figures whichever plan the sort takes', async () => {
    const byName = await list('sort=name&dir=asc');
    const byEarnings = await list('sort=earnings&dir=desc');
    const sorted = (page: PerformanceList) => [...page.items].sort((a, b) => a.providerId.localeCompare(b.providerId));
    expect(sorted(byEarnings)).toEqual(sorted(byName));
    expect(byEarnings.total).toBe(byName.total);
  });

  it('sorts by every column on the server, both ways, the unknown last', async () => {
    // Turkish-folded: Şule with the S's, not after Zeki.
    expect(names(await list('sort=name&dir=asc'))).toEqual(['Ayşe Yürüyüş', 'Mert Koşu', 'Şule Işık', 'Zeki Boşta']);
    expect(names(await list('sort=name&dir=desc'))).toEqual(['Zeki Boşta', 'Şule Işık', 'Mert Koşu', 'Ayşe Yürüyüş']);
    expect(names(await list('sort=completed&dir=desc'))).toEqual(['Ayşe Yürüyüş', 'Şule Işık', 'Mert Koşu', 'Zeki Boşta']);
    expect(names(await list('sort=completed&dir=asc'))).toEqual(['Mert Koşu', 'Zeki Boşta', 'Şule Işık', 'Ayşe Yürüyüş']);
    expect(names(await list('sort=earnings&dir=desc'))).toEqual(['Ayşe Yürüyüş', 'Şule Işık', 'Mert Koşu', 'Zeki Boşta']);
    expect(names(await list('sort=acceptanceRate&dir=desc'))).toEqual(['Şule Işık', 'Ayşe Yürüyüş', 'Mert Koşu', 'Zeki Boşta']);
    expect(names(await list('sort=acceptanceRate&dir=asc'))).toEqual(['Ayşe Yürüyüş', 'Şule Işık', 'Mert Koşu', 'Zeki Boşta']);
    expect(names(await list('sort=cancellationRate&dir=desc'))).toEqual(['Şule Işık', 'Ayşe Yürüyüş', 'Mert Koşu', 'Zeki Boşta']);
    expect(names(await list('sort=rating&dir=desc'))).toEqual(['Ayşe Yürüyüş', 'Şule Işık', 'Mert Koşu', 'Zeki Boşta']);
    expect(names(await list('sort=responseTime&dir=asc'))).toEqual(['Şule Işık', 'Ayşe Yürüyüş', 'Mert Koşu', 'Zeki Boşta']);
  });

  it('searches names the Turkish way and pages on the server', async () => {
    expect(names(await list('q=sule'))).toEqual(['Şule Işık']);
    expect(names(await list('q=%C5%9EULE%20ISIK'))).toEqual(['Şule Işık']);
    expect(names(await list('q=ayse'))).toEqual(['Ayşe Yürüyüş']);
    expect((await list('q=nobody')).total).toBe(0);
    expect((await list('q=100%25')).items).toEqual([]);
    const first = await list('sort=completed&dir=desc&pageSize=3&page=1');
    const second = await list('sort=completed&dir=desc&pageSize=3&page=2');
    expect(first.total).toBe(4);
    expect(names(first)).toEqual(['Ayşe Yürüyüş', 'Şule Işık', 'Mert Koşu']);
    expect(names(second)).toEqual(['Zeki Boşta']);
    const beyond = await list('sort=completed&dir=desc&pageSize=3&page=3');
    expect(beyond).toMatchObject({ items: [], total: 4, page: 3 });
    const beyondByName = await list('sort=name&pageSize=3&page=3');
    expect(beyondByName).toMatchObject({ items: [], total: 4 });
  });

  it('refuses bad parameters with a 422 on the field', async () => {
    for (const [query, field] of [
      ['kind=owner', 'kind'],
      ['kind=sitter&sort=email', 'sort'],
      ['kind=sitter&dir=sideways', 'dir'],
      ['kind=sitter&page=0', 'page'],
      [`kind=sitter&q=${'a'.repeat(101)}`, 'q'],
    ] as const) {
      const response = await admin.get(`/api/admin/performance?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.fields[field], query).toBeTruthy();
    }
  });
});

describe('GET /api/admin/performance/{id}', () => {
  it('is not found for an unknown id or an account that is no provider', async () => {
    for (const id of ['nobody', owner.id, encodeURIComponent("' or 1=1 --")]) {
      const response = await admin.get(`/api/admin/performance/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.message).toBe('Hizmet veren bulunamadı.');
    }
  });

  it("gives the walker's figures, months, recent bookings and reviews", async () => {
    // Two walks completed in March 2031 and one in April 2030 (the chart's first month), one before it.
    const recentOwner = await createUser(factory(), { role: 'owner', name: 'Ece Yeni' });
    const march = await book(walkers.mert, recentOwner, new Date('2031-03-01T08:00:00Z'), { status: 'completed', answeredAfter: 2, unitPriceKurus: 25_000, date: '2031-03-03' });
    await book(walkers.mert, recentOwner, new Date('2031-03-02T08:00:00Z'), { status: 'completed', answeredAfter: 4, unitPriceKurus: 25_000, date: '2031-03-31' });
    await book(walkers.mert, recentOwner, new Date('2030-03-30T08:00:00Z'), { status: 'completed', answeredAfter: 4, unitPriceKurus: 10_000, date: '2030-04-01' });
    await book(walkers.mert, recentOwner, new Date('2030-03-01T08:00:00Z'), { status: 'completed', answeredAfter: 4, unitPriceKurus: 10_000, date: '2030-03-10' });
    await db().insert(review).values([
      { bookingId: march.id, reviewerId: recentOwner.id, revieweeId: walkers.mert.id, rating: 5, comment: '<b>Harika</b> bir yürüyüş', reviewType: 'pet_walker_review' },
    ]);

    const { status, body } = await admin.get<ProviderPerformanceDetail>(`/api/admin/performance/${walkers.mert.id}`);
    expect(status).toBe(200);
    expect(body.provider).toMatchObject({ name: 'Mert Koşu', kind: 'pet_walker', completed: 4, bookings: 5, email: walkers.mert.email });
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({ month: '2030-04', completed: 1, earningsKurus: 9_200 });
    expect(body.months.at(-1)).toEqual({ month: '2031-03', completed: 2, earningsKurus: 46_000 });
    expect(body.months.reduce((total, month) => total + month.completed, 0)).toBe(3);
    expect(body.recentBookings[0]).toMatchObject({ ownerName: 'Ece Yeni', status: 'completed', totalKurus: 27_500, netPayableKurus: 23_000 });
    expect(body.recentBookings.map((row) => row.createdAt)).toEqual([...body.recentBookings.map((row) => row.createdAt)].sort().reverse());
    expect(body.reviews.count).toBe(1);
    expect(body.reviews.average).toBe(5);
    expect(body.reviews.distribution).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 0 },
      { rating: 3, count: 0 },
      { rating: 4, count: 0 },
      { rating: 5, count: 1 },
    ]);
    expect(body.reviews.latest[0]).toMatchObject({ rating: 5, comment: '<b>Harika</b> bir yürüyüş', reviewerName: 'Ece Yeni' });
  });
});

// Last: the matrix signs in a new user of every role (a pet walker among them).
describe('access', () => {
  it('admits only the admin account to the list', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/admin/performance?kind=sitter' }, ['admin']);
  });
  it('admits only the admin account to the detail', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: `/api/admin/performance/${walkers.ayse.id}` }, ['admin']);
  });
});
