import { BROWSE_COUNT_BUDGET, BROWSE_PAGE_SIZE, type BrowseSort, type ProviderPage } from '@patili/domain/discovery';
import { distanceKm } from '@patili/domain/locations';
import type { ProviderDetails } from '@patili/domain/providers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { insertListedProviders, placeUser, type ListedProvider } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { seededRandom } from '../../../test/random.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { providerProfile, user } from '../../db/schema/index.ts';
import { searchWords } from './discovery.service.ts';

/**
 * Decision 009: browse reads a page's worth of rows and counts up to a limit, choosing between
 * plans by the count. Whatever the plan, every page must be the page a plain "filter everything,
 * sort everything" would give: this file checks the statement against exactly that, over more
 * providers than the count limit, near and far, with ties.
 */
const testApp = useTestApp();
const OWNER_POINT = { latitude: 40.99, longitude: 29.027 };
let owner: TestClient;

/** A seeded generator, so every run has the same data. */
const random = seededRandom(7);

type Walker = { id: string; ratingAverage: number | null; ratingCount: number; priceKurus: number; firstAid: boolean; verified: boolean; km: number | null; listed: boolean; name: string; searchText: string; responseRate: number | null; medianMinutes: number | null };
const walkers: Walker[] = [];

beforeAll(async () => {
  const { user: me, client } = await signedInAs(testApp, 'owner');
  owner = client;
  await placeUser({ db: testApp.deps.database.db }, me, { cityCode: '34', district: 'Kadıköy', mapPoint: OWNER_POINT });
  // 230 walkers within about 6 km, 60 in Ankara, 10 without a point; few distinct ratings and
  // prices, so ties are common and the id decides.
  const specs: Array<ListedProvider & { firstAid: boolean; priceLira: number }> = [];
  for (let i = 0; i < 300; i += 1) {
    const near = i < 230;
    const point =
      i >= 290
        ? null
        : near
          ? { latitude: OWNER_POINT.latitude + (random() - 0.5) * 0.1, longitude: OWNER_POINT.longitude + (random() - 0.5) * 0.12 }
          : { latitude: 39.9 + (random() - 0.5) * 0.2, longitude: 32.86 + (random() - 0.5) * 0.2 };
    const rated = random() < 0.8;
    const firstAid = random() < 0.5;
    const priceLira = 100 + 50 * Math.floor(random() * 4);
    const details: ProviderDetails = { preferredWalkingAreas: 'Moda', walkerServiceRegions: ['Moda'], hourlyRate: priceLira, knowsFirstAid: firstAid };
    specs.push({
      name: i % 7 === 0 ? `Yüzde_%${i} Gezdirici` : `Gezdirici ${i}`,
      details,
      point,
      ratingAverage: rated ? 3 + Math.floor(random() * 3) / 2 : null,
      ratingCount: rated ? 1 + Math.floor(random() * 3) : 0,
      firstAid,
      priceLira,
      // A few hidden from owners (matches only): never listed, never counted.
      profileVisibility: i % 50 === 3 ? 'matches_only' : 'public',
    });
  }
  const ids = await insertListedProviders({ db: testApp.deps.database.db }, 'pet_walker', specs);
  const rows = await testApp.deps.database.db.select({ id: user.id, latitude: user.sharedLatitude, longitude: user.sharedLongitude }).from(user).where(eq(user.role, 'pet_walker'));
  const shared = new Map(rows.map((row) => [row.id, row]));
  const profiles = await testApp.deps.database.db.select({ id: providerProfile.userId, searchText: providerProfile.searchText }).from(providerProfile);
  const searchTexts = new Map(profiles.map((row) => [row.id, row.searchText]));
  // Response figures as the bookings would give them (responsiveness.service.ts): a quarter
  // under three requests (no rate), few distinct rates and medians, so ties are common.
  const response = ids.map((_, index) =>
    index % 4 === 0 ? { rate: null, median: null } : { rate: 70 + 10 * (index % 4), median: 30 * (index % 5) },
  );
  // One in three verified by an admin (the badge and the verified-only filter).
  const verified = ids.map((_, index) => index % 3 === 1);
  for (const [index, id] of ids.entries()) {
    if (verified[index]) await testApp.deps.database.db.update(providerProfile).set({ verified: true }).where(eq(providerProfile.userId, id));
    const { rate, median } = response[index]!;
    if (rate !== null)
      await testApp.deps.database.db
        .update(providerProfile)
        .set({ responseRequests: 5, responseRate: rate, responseMedianMinutes: median })
        .where(eq(providerProfile.userId, id));
  }
  ids.forEach((id, index) => {
    const spec = specs[index]!;
    const point = shared.get(id);
    walkers.push({
      id,
      name: spec.name,
      ratingAverage: spec.ratingAverage ?? null,
      ratingCount: spec.ratingCount ?? 0,
      priceKurus: spec.priceLira * 100,
      firstAid: spec.firstAid,
      verified: verified[index]!,
      km: point?.latitude != null && point.longitude != null ? distanceKm(OWNER_POINT, { latitude: point.latitude, longitude: point.longitude }) : null,
      listed: spec.profileVisibility === 'public',
      searchText: searchTexts.get(id) ?? '',
      responseRate: response[index]!.rate,
      medianMinutes: response[index]!.median,
    });
  });
});

// --- The reference: filter everything, sort everything -------------------------------------------------

type Filters = { maxDistanceKm?: number; firstAid?: boolean; minRating?: number; q?: string; verified?: true };

const nullsLast = (a: number | null, b: number | null, direction: 1 | -1) => {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * direction;
};
const byId = (a: Walker, b: Walker) => (a.id < b.id ? -1 : 1);
/** Which walkers make each page: the sort's order, the id last (decision 009). */
const SELECT: Record<BrowseSort, (a: Walker, b: Walker) => number> = {
  rating: (a, b) => nullsLast(a.ratingAverage, b.ratingAverage, -1) || b.ratingCount - a.ratingCount || byId(a, b),
  price: (a, b) => a.priceKurus - b.priceKurus || nullsLast(a.ratingAverage, b.ratingAverage, -1) || byId(a, b),
  distance: (a, b) => nullsLast(a.km, b.km, 1) || nullsLast(a.ratingAverage, b.ratingAverage, -1) || b.ratingCount - a.ratingCount || byId(a, b),
  response: (a, b) => nullsLast(a.responseRate, b.responseRate, -1) || nullsLast(a.medianMinutes, b.medianMinutes, 1) || byId(a, b),
};
/** How a page shows them: equally rated (or priced and rated) walkers nearer first, within the page. */
const SHOW: Record<BrowseSort, (a: Walker, b: Walker) => number> = {
  rating: (a, b) => nullsLast(a.ratingAverage, b.ratingAverage, -1) || b.ratingCount - a.ratingCount || nullsLast(a.km, b.km, 1) || byId(a, b),
  price: (a, b) => a.priceKurus - b.priceKurus || nullsLast(a.ratingAverage, b.ratingAverage, -1) || nullsLast(a.km, b.km, 1) || byId(a, b),
  distance: SELECT.distance,
  response: (a, b) =>
    nullsLast(a.responseRate, b.responseRate, -1) || nullsLast(a.medianMinutes, b.medianMinutes, 1) || nullsLast(a.km, b.km, 1) || byId(a, b),
};

const expected = (filters: Filters, sort: BrowseSort) =>
  walkers
    .filter((w) => w.listed)
    .filter((w) => filters.maxDistanceKm === undefined || (w.km !== null && w.km <= filters.maxDistanceKm))
    .filter((w) => filters.firstAid === undefined || w.firstAid === filters.firstAid)
    .filter((w) => filters.verified === undefined || w.verified)
    .filter((w) => filters.minRating === undefined || (w.ratingAverage !== null && w.ratingAverage >= filters.minRating))
    .filter((w) => (searchWords(filters.q) ?? []).every((word) => w.searchText.includes(word)))
    .sort(SELECT[sort]);

const browse = async (filters: Filters, sort: BrowseSort, page: number): Promise<ProviderPage> => {
  const query = new URLSearchParams({ kind: 'pet_walker', sort, page: String(page) });
  for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
  const response = await owner.get(`/api/discovery/providers?${query.toString()}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as ProviderPage;
};

/** Every page of a browse, compared with the reference, and the totals each page reports. */
const expectEveryPage = async (filters: Filters, sort: BrowseSort) => {
  const all = expected(filters, sort);
  const pages = Math.max(1, Math.ceil(all.length / BROWSE_PAGE_SIZE));
  for (let page = 1; page <= pages; page += 1) {
    const answer = await browse(filters, sort, page);
    const want = all
      .slice((page - 1) * BROWSE_PAGE_SIZE, page * BROWSE_PAGE_SIZE)
      .sort(SHOW[sort])
      .map((w) => w.id);
    expect(answer.items.map((item) => item.id), `${JSON.stringify(filters)} ${sort} page ${page}`).toEqual(want);
    const offset = (page - 1) * BROWSE_PAGE_SIZE;
    const limit = Math.ceil(offset / 100) * 100 + 100;
    expect({ total: answer.total, exact: answer.totalIsExact }).toEqual(all.length <= limit ? { total: all.length, exact: true } : { total: limit, exact: false });
  }
  return all.length;
};

describe('browse at scale', () => {
  it('pages through every order exactly as the reference would (chosen in the order with the id last, ties nearer first within a page), with the count a lower bound past 100', async () => {
    for (const sort of ['rating', 'price', 'distance', 'response'] as const) expect(await expectEveryPage({}, sort)).toBeGreaterThan(250);
    const first = await browse({}, 'rating', 1);
    expect(first).toMatchObject({ total: 100, totalIsExact: false });
    const last = await browse({}, 'rating', 25);
    expect(last).toMatchObject({ total: expected({}, 'rating').length, totalIsExact: true });
  });

  it('filters by distance through either plan: many matches (read in order) and few (through the distance index)', async () => {
    // More than the count limit within 10 km: the order's index is read and filtered.
    expect(await expectEveryPage({ maxDistanceKm: 10 }, 'rating')).toBeGreaterThan(100);
    expect(await expectEveryPage({ maxDistanceKm: 10, firstAid: true }, 'price')).toBeGreaterThan(100 / 2 - 20);
    // Few that are near and well rated: found through the box and sorted.
    const few = await expectEveryPage({ maxDistanceKm: 5, minRating: 4 }, 'rating');
    expect(few).toBeGreaterThan(0);
    expect(few).toBeLessThanOrEqual(100);
    await expectEveryPage({ maxDistanceKm: 5, minRating: 3, firstAid: true }, 'price');
    // Nearest first, inside a distance filter and past the city.
    await expectEveryPage({ maxDistanceKm: 10 }, 'distance');
    await expectEveryPage({ maxDistanceKm: 20, firstAid: false }, 'distance');
    // Quickest to answer first, inside a distance filter and with one on top.
    await expectEveryPage({ maxDistanceKm: 10 }, 'response');
    await expectEveryPage({ maxDistanceKm: 5, minRating: 4 }, 'response');
  });

  it('keeps to verified providers in every order, alone and with the other filters', async () => {
    for (const sort of ['rating', 'price', 'distance', 'response'] as const) expect(await expectEveryPage({ verified: true }, sort)).toBeGreaterThan(80);
    expect(await expectEveryPage({ verified: true, maxDistanceKm: 10 }, 'rating')).toBeGreaterThan(30);
    await expectEveryPage({ verified: true, maxDistanceKm: 5, firstAid: true }, 'distance');
    await expectEveryPage({ verified: true, q: '1', minRating: 4 }, 'response');
  });

  it('searches words as plain text: % and _ match only themselves', async () => {
    const percent = await expectEveryPage({ q: '_%' }, 'rating');
    expect(percent).toBe(walkers.filter((w) => w.listed && w.name.includes('_%')).length);
    expect(percent).toBeGreaterThan(10);
    expect((await browse({ q: '%' }, 'rating', 1)).total).toBe(percent);
    expect((await browse({ q: '%%%' }, 'rating', 1)).total).toBe(0);
    // Every word must occur, anywhere.
    expect(await expectEveryPage({ q: '1 2' }, 'distance')).toBeGreaterThan(20);
    expect(await expectEveryPage({ q: 'yüzde 4', maxDistanceKm: 10 }, 'price')).toBeGreaterThan(0);
    expect(await expectEveryPage({ q: '7', maxDistanceKm: 5 }, 'rating')).toBeGreaterThan(0);
  });

  it('counts a filter among the first providers in the order only, so a sparse match costs the same at any size', async () => {
    // More trainers than the count's budget, best rated first by position; one in 25 is "nadir".
    const count = BROWSE_COUNT_BUDGET + 250;
    const specs: ListedProvider[] = Array.from({ length: count }, (_, i) => ({
      name: i % 25 === 7 ? `Nadir Eğitmen ${i}` : `Eğitmen ${i}`,
      details: { trainerSpecializations: ['İtaat eğitimi'], trainerExperienceYears: 3, trainerSessionFee: 400 },
      point: null,
      ratingAverage: 5 - i / count,
      ratingCount: 1,
    }));
    const ids = await insertListedProviders({ db: testApp.deps.database.db }, 'trainer', specs);
    const nadir = ids.filter((_, i) => i % 25 === 7);
    const page = async (pageNumber: number, q?: string) => {
      const query = new URLSearchParams({ kind: 'trainer', sort: 'rating', page: String(pageNumber), ...(q ? { q } : {}) });
      const response = await owner.get(`/api/discovery/providers?${query.toString()}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as ProviderPage;
    };
    // The first page: the budget holds 40 of the 50 matches, so "at least 40".
    const inBudget = nadir.filter((id) => ids.indexOf(id) < BROWSE_COUNT_BUDGET).length;
    expect(inBudget).toBe(40);
    const first = await page(1, 'nadir');
    expect(first.items.map((item) => item.id)).toEqual(nadir.slice(0, BROWSE_PAGE_SIZE));
    expect(first).toMatchObject({ total: inBudget, totalIsExact: false });
    // Every page is still read to its end, past the budget; the last one, not full, ends the count.
    const pages = Math.ceil(nadir.length / BROWSE_PAGE_SIZE);
    for (let n = 2; n <= pages; n += 1) {
      const answer = await page(n, 'nadir');
      expect(answer.items.map((item) => item.id)).toEqual(nadir.slice((n - 1) * BROWSE_PAGE_SIZE, n * BROWSE_PAGE_SIZE));
      expect(answer).toMatchObject(n === pages ? { total: nadir.length, totalIsExact: true } : { totalIsExact: false });
    }
    // A dense filter reaches the count limit inside the budget: "100+", as without a filter.
    expect(await page(1, 'eğitmen')).toMatchObject({ total: 100, totalIsExact: false });
    expect(await page(1)).toMatchObject({ total: 100, totalIsExact: false });
    // A word nobody has: no results, exactly (the first page was read to the end).
    expect(await page(1, 'yokboyle')).toMatchObject({ items: [], total: 0, totalIsExact: true });
  });
});
