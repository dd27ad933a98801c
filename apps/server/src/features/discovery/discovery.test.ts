import { randomUUID } from 'node:crypto';

import type { ProviderRole } from '@patili/domain/access';
import { coarseDistanceKm, type ProviderCard, type ProviderPage, type PublicProviderProfile } from '@patili/domain/discovery';
import { distanceKm, type LocationInput } from '@patili/domain/locations';
import type { ProviderDetails } from '@patili/domain/providers';
import { foldForSearch } from '@patili/domain/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signIn, signedInAs } from '../../../test/actors.ts';
import { createBooking, createProviderProfile, createUser, placeUser, type CreateUserOptions } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/http.ts';
import { useTestApp } from '../../../test/setup-app.ts';
import { file, providerProfile, review, session, user } from '../../db/schema/index.ts';
import { searchWords } from './discovery.service.ts';

const testApp = useTestApp();
/** An owner at a map point in Kadıköy, İstanbul: distances are measured from here. */
let owner: TestClient;
const OWNER_POINT = { latitude: 40.99, longitude: 29.027 };
/** An owner who has not chosen a city yet. */
let ownerWithoutCity: TestClient;

type Seeded = { id: string; name: string };
const ids: Record<string, Seeded> = {};

type ProviderSeed = {
  key: string;
  kind: ProviderRole;
  name: string;
  location?: LocationInput | null;
  details?: Record<string, unknown>;
  priceLira?: number | null;
  rating?: [average: number, count: number] | null;
  bio?: string;
  services?: string[];
  searchText?: string;
  account?: CreateUserOptions;
  /** Written after creation: what the account and privacy pages change. */
  after?: Partial<typeof user.$inferInsert>;
  /** The profile row's kind when it differs from the user's role (a role changed afterwards). */
  profileKind?: ProviderRole;
};

const seedProvider = async (seed: ProviderSeed) => {
  const deps = testApp.deps;
  const created = await createUser({ db: deps.database.db, auth: deps.auth }, { role: seed.kind, name: seed.name, ...seed.account });
  if (seed.location) await placeUser({ db: deps.database.db }, created, seed.location);
  await createProviderProfile({ db: deps.database.db }, { id: created.id, role: seed.profileKind ?? seed.kind }, {
    bio: seed.bio ?? `${seed.name} hayvanları çok sever.`,
    services: seed.services ?? [],
    details: seed.details ?? {},
    priceKurus: seed.priceLira === undefined || seed.priceLira === null ? null : Math.round(seed.priceLira * 100),
    // As deriveProfileRow stores it: the name is part of the search text (re-derived on rename).
    searchText: foldForSearch(`${seed.name} ${seed.searchText ?? `${seed.bio ?? ''} ${(seed.services ?? []).join(' ')}`}`),
    ratingAverage: seed.rating?.[0] ?? null,
    ratingCount: seed.rating?.[1] ?? 0,
  });
  if (seed.after) await deps.database.db.update(user).set(seed.after).where(eq(user.id, created.id));
  ids[seed.key] = { id: created.id, name: seed.name };
  return created;
};

const at = (cityCode: string, district: string, latitude?: number, longitude?: number): LocationInput => ({
  cityCode,
  district,
  mapPoint: latitude === undefined || longitude === undefined ? null : { latitude, longitude },
});

const browse = async (client: TestClient, query: Record<string, string>) => {
  const response = await client.get<ProviderPage>(`/api/discovery/providers?${new URLSearchParams(query).toString()}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const namesOf = (page: ProviderPage) => page.items.map((item) => item.name);
const keysOf = (page: ProviderPage) => page.items.map((item) => Object.entries(ids).find(([, seeded]) => seeded.id === item.id)?.[0]);

beforeAll(async () => {
  const db = testApp.deps.database.db;
  const signedIn = await signedInAs(testApp, 'owner', { name: 'Ayşe Sahip' });
  owner = signedIn.client;
  await placeUser({ db }, signedIn.user, at('34', 'Kadıköy', OWNER_POINT.latitude, OWNER_POINT.longitude));
  ownerWithoutCity = (await signedInAs(testApp, 'owner')).client;

  // Pet walkers around the owner: 1, 4, 6 and 15 km away, one in Ankara, one without a location.
  const walker = (key: string, name: string, extra: Partial<ProviderSeed>) =>
    seedProvider({ key, kind: 'pet_walker', name, services: ['dog_walking'], ...extra });
  await walker('w1', 'Deniz Yürür', {
    location: at('34', 'Kadıköy', 40.985, 29.038),
    details: { knowsFirstAid: true, hourlyRate: 150, walkVisuals: [randomUUID(), randomUUID()], walkerServiceRegions: ['Moda', 'Fenerbahçe'] },
    priceLira: 150,
    rating: [4.8, 10],
    bio: 'Moda sahilinde sabah yürüyüşleri.',
    searchText: 'deniz yurur moda sahilinde sabah yuruyusleri kopek gezdirme dog walking moda fenerbahce',
  });
  await walker('w2', 'Ali Koşar', {
    location: at('34', 'Beşiktaş', 41.043, 29.007),
    details: { knowsFirstAid: true, hourlyRate: 120 },
    priceLira: 120,
    rating: [4.5, 3],
    searchText: 'kopek gezdirme dog walking besiktas',
  });
  await walker('w3', 'Selin Adım', { location: at('34', 'Üsküdar', 41.023, 29.015), details: { knowsFirstAid: false, hourlyRate: 100 }, priceLira: 100, rating: [4.2, 5] });
  await walker('w4', 'Kerem Ankaralı', { location: at('06', 'Çankaya'), details: { knowsFirstAid: true, hourlyRate: 200 }, priceLira: 200, rating: null });
  await walker('w5', 'Mert Konumsuz', { location: null, details: {}, priceLira: null, rating: [3.1, 2] });
  await walker('w6', 'Ece Beykozlu', { location: at('34', 'Beykoz', 41.12, 29.09), details: { hourlyRate: 90 }, priceLira: 90, rating: [4.0, 1] });
  // Not listed: matches-only privacy, frozen, deactivated, deleted, unverified, and a role that no longer matches.
  const near = at('34', 'Kadıköy', 40.991, 29.028);
  const listedDetails = { knowsFirstAid: true, hourlyRate: 100 };
  await walker('hiddenMatchesOnly', 'Gizli Gezdirici', { location: near, details: listedDetails, priceLira: 100, after: { profileVisibility: 'matches_only' } });
  await walker('hiddenInactive', 'Pasif Gezdirici', { location: near, details: listedDetails, priceLira: 100, account: { isActive: false } });
  await walker('hiddenDeactivated', 'Dondurulmuş Gezdirici', { location: near, details: listedDetails, priceLira: 100, after: { deactivatedAt: new Date() } });
  await walker('hiddenDeleted', 'Silinmiş Gezdirici', { location: near, details: listedDetails, priceLira: 100, after: { deletedAt: new Date() } });
  await walker('hiddenUnverified', 'Doğrulanmamış Gezdirici', { location: near, details: listedDetails, priceLira: 100, account: { emailVerified: false } });
  await seedProvider({ key: 'hiddenRoleChanged', kind: 'sitter', profileKind: 'pet_walker', name: 'Rolü Değişmiş', location: near, details: listedDetails, priceLira: 100 });

  // Veterinarians.
  await seedProvider({
    key: 'v1',
    kind: 'veterinarian',
    name: 'Dr. Elif Kaya',
    location: at('34', 'Kadıköy', 40.988, 29.03),
    services: ['cats', 'dogs', 'vaccination'],
    details: {
      clinicName: 'Moda Veteriner Kliniği',
      clinicAddress: 'Caferağa Mah. Moda Cad. 10, Kadıköy',
      clinicPhoneNumber: '+902165550000',
      vetWorkingHours: 'Hafta içi 09:00-18:00',
      vetSpecializations: ['cats', 'dogs', 'vaccination'],
      servicePlace: 'clinic',
      sessionFee: 500,
      worksWithExotics: false,
      clinicPhotos: [randomUUID()],
    },
    priceLira: 500,
    rating: [4.9, 20],
    searchText: 'moda veteriner klinigi kediler kopekler asilama cats dogs vaccination',
  });
  await seedProvider({
    key: 'v2',
    kind: 'veterinarian',
    name: 'Dr. Can Demir',
    location: at('06', 'Çankaya'),
    services: ['exotics', 'surgery'],
    details: { clinicName: 'Çankaya Egzotik', vetSpecializations: ['exotics', 'surgery'], servicePlace: 'home_visit', sessionFee: 700 },
    priceLira: 700,
    rating: [3.5, 4],
  });
  await seedProvider({
    key: 'v3',
    kind: 'veterinarian',
    name: 'Dr. Zeynep Ak',
    location: at('34', 'Üsküdar'),
    services: ['dentistry'],
    details: { clinicName: 'Üsküdar Diş', vetSpecializations: ['dentistry'], servicePlace: 'online', sessionFee: 400 },
    priceLira: 400,
    rating: [4.1, 7],
  });

  // Sitters and trainers.
  await seedProvider({
    key: 's1',
    kind: 'sitter',
    name: 'Mehmet Bakar',
    location: at('34', 'Kadıköy'),
    services: ['cat_care', 'dog_care'],
    details: { servicePrices: { dog_care: 250, cat_care: 150 }, homePhotos: [randomUUID()], isLiveViewingEnabled: true, liveStreamLink: 'https://yayin.example/gizli', hasFencedYard: true, sitterMaterials: ['bed', 'toys', 'laser'] },
    priceLira: 150,
    rating: [4.5, 2],
    bio: 'Kedilere ve köpeklere evimde bakıyorum.',
    searchText: 'kedilere ve kopeklere evimde bakiyorum kedi bakimi kopek bakimi cat care dog care',
  });
  await seedProvider({ key: 's2', kind: 'sitter', name: 'Ayla Beşiktaşlı', location: at('34', 'Beşiktaş'), services: ['dog_care'], details: { servicePrices: { dog_care: 300 } }, priceLira: 300, rating: [3.2, 6] });
  await seedProvider({ key: 's3', kind: 'sitter', name: 'Oya İzmirli', location: at('35', 'Bornova'), services: ['bird_care'], details: { servicePrices: { bird_care: 200 } }, priceLira: 200 });
  await seedProvider({
    key: 't1',
    kind: 'trainer',
    name: 'Zeynep Arslan',
    location: at('35', 'Bornova'),
    services: ['İtaat eğitimi', 'Tasma eğitimi'],
    details: { trainerSpecializations: ['İtaat eğitimi', 'Tasma eğitimi'], trainerExperienceYears: 6, trainerSessionFee: 400, trainerVideoUrl: 'javascript:alert(1)' },
    priceLira: 400,
    rating: [4.7, 9],
    searchText: 'itaat egitimi tasma egitimi',
  });
  // As well rated as t1 but nearer the owner: the tie goes to the nearer one.
  await seedProvider({ key: 't3', kind: 'trainer', name: 'Cem Yakın', location: at('34', 'Kadıköy'), details: { trainerSessionFee: 450 }, priceLira: 450, rating: [4.7, 9], searchText: 'ev ziyareti' });
  await seedProvider({ key: 't2', kind: 'trainer', name: 'Burak Eğitir', location: at('34', 'Beşiktaş'), services: ['Davranış'], details: { trainerSessionFee: 550 }, priceLira: 550, rating: [4.0, 3], searchText: 'davranis sorunlari' });
});


describe('GET /api/discovery/providers: who is listed', () => {
  it('lists only verified, active, public providers whose role is the kind, best rated first', async () => {
    const page = await browse(owner, { kind: 'pet_walker' });
    expect(keysOf(page)).toEqual(['w1', 'w2', 'w3', 'w6', 'w5', 'w4']);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 12, origin: { cityName: 'İstanbul', district: 'Kadıköy' } });
  });

  it('keeps each kind to its own providers', async () => {
    expect(keysOf(await browse(owner, { kind: 'veterinarian' }))).toEqual(['v1', 'v3', 'v2']);
    expect(keysOf(await browse(owner, { kind: 'sitter' }))).toEqual(['s1', 's2', 's3']);
    expect(keysOf(await browse(owner, { kind: 'trainer' }))).toEqual(['t3', 't1', 't2']);
  });

  it('shows a card with public data only', async () => {
    const page = await browse(owner, { kind: 'pet_walker' });
    const card = page.items[0] as ProviderCard;
    expect(card).toMatchObject({
      id: ids.w1!.id,
      kind: 'pet_walker',
      name: 'Deniz Yürür',
      cityName: 'İstanbul',
      district: 'Kadıköy',
      price: { lira: 150, maxLira: null, unit: 'hour' },
      rating: { average: 4.8, count: 10 },
      bio: 'Moda sahilinde sabah yürüyüşleri.',
      services: ['dog_walking'],
      knowsFirstAid: true,
      servicePlace: null,
      clinicName: null,
    });
    expect(card.photoUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/thumbnail$/);
    // The only coordinates are each card's map point: the shared, blurred one, hundreds of metres
    // from the stored 40.985, 29.038 (location-privacy.test.ts checks it is the shared point).
    expect(distanceKm(card.point!, { latitude: 40.985, longitude: 29.038 })).toBeGreaterThan(0.2);
    const json = JSON.stringify({ ...page, items: page.items.map(({ point: _point, ...rest }) => rest) });
    expect(json).not.toContain('@test.patili.app');
    expect(json).not.toContain('40.985');
    expect(json).not.toContain('latitude');
  });

  it('shows the price per unit: a sitter per day over their services, a vet per session', async () => {
    // This owner has no pet yet: a sitter's range over every service they price.
    const sitters = await browse(owner, { kind: 'sitter' });
    expect(sitters.items[0]!.price).toEqual({ lira: 150, maxLira: 250, unit: 'day' });
    expect(sitters.items[1]!.price).toEqual({ lira: 300, maxLira: null, unit: 'day' });
    const vets = await browse(owner, { kind: 'veterinarian' });
    expect(vets.items[0]).toMatchObject({ price: { lira: 500, unit: 'session' }, clinicName: 'Moda Veteriner Kliniği', servicePlace: 'clinic', knowsFirstAid: null });
  });

  it("shows a sitter's price for the owner's own pets, on the card and the profile", async () => {
    const { client } = await signedInAs(testApp, 'owner');
    const addPet = async (species: string) =>
      expect((await client.post('/api/pets', { name: `Pati ${species}`, species, age: 3 })).status).toBe(201);
    const s1 = async () => (await browse(client, { kind: 'sitter' })).items.find((item) => item.id === ids.s1!.id)!.price;
    const s1Profile = async () => (await client.get<PublicProviderProfile>(`/api/discovery/providers/${ids.s1!.id}`)).body.price;
    // s1 looks after cats for ₺150 a day and dogs for ₺250.
    await addPet('dog');
    expect(await s1()).toEqual({ lira: 250, maxLira: null, unit: 'day' });
    expect(await s1Profile()).toEqual({ lira: 250, maxLira: null, unit: 'day' });
    await addPet('cat');
    expect(await s1()).toEqual({ lira: 150, maxLira: 250, unit: 'day' });
    // A bird owner: s3 keeps birds (₺200); s1 none, so their whole range shows.
    const birds = await signedInAs(testApp, 'owner');
    expect((await birds.client.post('/api/pets', { name: 'Maviş', species: 'bird', age: 1 })).status).toBe(201);
    const page = await browse(birds.client, { kind: 'sitter' });
    expect(page.items.find((item) => item.id === ids.s3!.id)!.price).toEqual({ lira: 200, maxLira: null, unit: 'day' });
    expect(page.items.find((item) => item.id === ids.s1!.id)!.price).toEqual({ lira: 150, maxLira: 250, unit: 'day' });
  });

  it('follows an account as it changes: frozen and back, private and public, moved, another role', async () => {
    const db = testApp.deps.database.db;
    const mover = await seedProvider({ key: 'mover', kind: 'trainer', name: 'Taşınan Eğitmen', location: at('06', 'Çankaya', 39.9, 32.85), rating: [5, 1] });
    const listed = async () => {
      const page = await browse(owner, { kind: 'trainer' });
      return page.items.find((item) => item.id === mover.id) ?? null;
    };
    const change = (set: Partial<typeof user.$inferInsert>) => db.update(user).set(set).where(eq(user.id, mover.id));
    try {
      expect((await listed())?.distanceKm).toBeGreaterThan(300);
      await change({ deactivatedAt: new Date() });
      expect(await listed()).toBeNull();
      await change({ deactivatedAt: null });
      expect(await listed()).not.toBeNull();
      await change({ profileVisibility: 'matches_only' });
      expect(await listed()).toBeNull();
      await change({ profileVisibility: 'public' });
      // Moved next door: the distance and the nearest-first order follow at once.
      await placeUser({ db }, mover, at('34', 'Kadıköy', 40.991, 29.028));
      expect((await listed())?.distanceKm).toBeLessThan(1);
      expect((await browse(owner, { kind: 'trainer', sort: 'distance', maxDistanceKm: '5' })).items.map((item) => item.id)).toContain(mover.id);
      await change({ role: 'sitter' });
      expect(await listed()).toBeNull();
    } finally {
      await db.delete(user).where(eq(user.id, mover.id));
      delete ids.mover;
    }
  });
});

describe('GET /api/discovery/providers: distance', () => {
  it('measures distances to each provider’s blurred point, in whole km, and filters by them', async () => {
    const page = await browse(owner, { kind: 'pet_walker', sort: 'distance' });
    expect(keysOf(page)).toEqual(['w1', 'w3', 'w2', 'w6', 'w4', 'w5']);
    const exact: Record<string, number | null> = {};
    for (const key of ['w1', 'w2', 'w3', 'w4', 'w5', 'w6']) {
      const [row] = await testApp.deps.database.db.select().from(user).where(eq(user.id, ids[key]!.id));
      exact[key] = row!.sharedLatitude === null ? null : distanceKm(OWNER_POINT, { latitude: row!.sharedLatitude, longitude: row!.sharedLongitude! });
      // The blurred point is 300 to 700 m from the stored one (decision 008).
      if (row!.latitude !== null) {
        const offset = distanceKm({ latitude: row!.latitude, longitude: row!.longitude! }, { latitude: row!.sharedLatitude!, longitude: row!.sharedLongitude! });
        expect(offset, key).toBeGreaterThan(0.29);
        expect(offset, key).toBeLessThan(0.71);
      }
    }
    page.items.forEach((item, index) => {
      const key = keysOf(page)[index]!;
      const km = exact[key] ?? null;
      expect(item.distanceKm, key).toBe(km === null ? null : coarseDistanceKm(km));
    });
    // Kadıköy to Ankara is about 350 km as the crow flies.
    expect(page.items[4]!.distanceKm).toBeGreaterThan(300);
    expect(page.items[4]!.distanceKm).toBeLessThan(400);
    for (const max of [5, 10, 20]) {
      const within = Object.entries(exact).filter(([, km]) => km !== null && km <= max).map(([key]) => key).sort();
      expect((keysOf(await browse(owner, { kind: 'pet_walker', maxDistanceKm: String(max) })) as string[]).sort(), `${max} km`).toEqual(within);
    }
  });

  it('has no distances for an owner without a location, and a distance filter then finds nobody', async () => {
    const page = await browse(ownerWithoutCity, { kind: 'pet_walker' });
    expect(page.origin).toBeNull();
    expect(page.total).toBe(6);
    expect(page.items.every((item) => item.distanceKm === null)).toBe(true);
    expect(await browse(ownerWithoutCity, { kind: 'pet_walker', maxDistanceKm: '20' })).toMatchObject({ items: [], total: 0, origin: null });
    // Sorting by distance still works: everyone is "unknown", so the tiebreaks decide.
    expect((await browse(ownerWithoutCity, { kind: 'pet_walker', sort: 'distance' })).total).toBe(6);
  });
});

describe('GET /api/discovery/providers: filters', () => {
  it('filters walkers who know first aid, alone and with distance', async () => {
    expect(keysOf(await browse(owner, { kind: 'pet_walker', firstAid: 'true' }))).toEqual(['w1', 'w2', 'w4']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', firstAid: 'true', maxDistanceKm: '10' }))).toEqual(['w1', 'w2']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', firstAid: 'true', maxDistanceKm: '5' }))).toEqual(['w1']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', firstAid: 'false' }))).toEqual(['w3', 'w6', 'w5']);
  });

  it('filters by minimum rating (4+, 3+); providers without reviews drop out', async () => {
    expect(keysOf(await browse(owner, { kind: 'pet_walker', minRating: '4' }))).toEqual(['w1', 'w2', 'w3', 'w6']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', minRating: '3' }))).toEqual(['w1', 'w2', 'w3', 'w6', 'w5']);
    expect(keysOf(await browse(owner, { kind: 'veterinarian', minRating: '4' }))).toEqual(['v1', 'v3']);
  });

  it('filters vets by specialization and service place, alone and combined', async () => {
    expect(keysOf(await browse(owner, { kind: 'veterinarian', specialization: 'cats' }))).toEqual(['v1']);
    expect(keysOf(await browse(owner, { kind: 'veterinarian', specialization: 'surgery' }))).toEqual(['v2']);
    expect(keysOf(await browse(owner, { kind: 'veterinarian', servicePlace: 'home_visit' }))).toEqual(['v2']);
    expect(keysOf(await browse(owner, { kind: 'veterinarian', servicePlace: 'online', specialization: 'dentistry', minRating: '4' }))).toEqual(['v3']);
    expect(keysOf(await browse(owner, { kind: 'veterinarian', specialization: 'cats', servicePlace: 'home_visit' }))).toEqual([]);
    expect(keysOf(await browse(owner, { kind: 'veterinarian', specialization: 'emergency' }))).toEqual([]);
  });

  it('searches name, bio, services and kind fields, Turkish letters and case folded, every word required', async () => {
    expect(keysOf(await browse(owner, { kind: 'pet_walker', q: 'Moda' }))).toEqual(['w1']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', q: 'FENERBAHÇE' }))).toEqual(['w1']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', q: 'ali koşar' }))).toEqual(['w2']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', q: 'ALİ KOSAR' }))).toEqual(['w2']);
    expect(keysOf(await browse(owner, { kind: 'pet_walker', q: 'moda beşiktaş' }))).toEqual([]);
    expect(keysOf(await browse(owner, { kind: 'sitter', q: 'kedi' }))).toEqual(['s1']);
    expect(keysOf(await browse(owner, { kind: 'sitter', q: 'cat care' }))).toEqual(['s1']);
    expect(keysOf(await browse(owner, { kind: 'veterinarian', q: 'aşılama' }))).toEqual(['v1']);
    expect(keysOf(await browse(owner, { kind: 'trainer', q: 'itaat' }))).toEqual(['t1']);
    expect(keysOf(await browse(owner, { kind: 'trainer', q: 'burak' }))).toEqual(['t2']);
    // Search text is matched literally: LIKE wildcards mean nothing.
    expect(keysOf(await browse(owner, { kind: 'trainer', q: '%' }))).toEqual([]);
    expect(keysOf(await browse(owner, { kind: 'trainer', q: '   ' }))).toEqual(['t3', 't1', 't2']);
  });

  it('combines search, rating, distance and sort', async () => {
    const page = await browse(owner, { kind: 'pet_walker', q: 'gezdirme', minRating: '4', maxDistanceKm: '10', sort: 'price' });
    expect(keysOf(page)).toEqual(['w2', 'w1']);
  });
});

describe('GET /api/discovery/providers: sort and pages', () => {
  it('breaks rating ties by distance, nearer first', async () => {
    expect(keysOf(await browse(owner, { kind: 'trainer', minRating: '4' }))).toEqual(['t3', 't1', 't2']);
    expect(keysOf(await browse(ownerWithoutCity, { kind: 'trainer', minRating: '4' })).slice(2)).toEqual(['t2']);
  });

  it('sorts by price, cheapest first, unpriced last', async () => {
    expect(keysOf(await browse(owner, { kind: 'pet_walker', sort: 'price' }))).toEqual(['w6', 'w3', 'w2', 'w1', 'w4', 'w5']);
  });

  it('pages on the server with the total on every page', async () => {
    const first = await browse(owner, { kind: 'pet_walker', pageSize: '4' });
    expect(keysOf(first)).toEqual(['w1', 'w2', 'w3', 'w6']);
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    const second = await browse(owner, { kind: 'pet_walker', pageSize: '4', page: '2' });
    expect(keysOf(second)).toEqual(['w5', 'w4']);
    expect(second.total).toBe(6);
    const past = await browse(owner, { kind: 'pet_walker', pageSize: '4', page: '3' });
    expect(past).toMatchObject({ items: [], total: 6, page: 3, origin: { district: 'Kadıköy' } });
  });

  it('pages a sort by distance without repeating or skipping anyone', async () => {
    const seen: string[] = [];
    for (const page of ['1', '2', '3']) seen.push(...namesOf(await browse(owner, { kind: 'pet_walker', sort: 'distance', pageSize: '2', page })));
    expect(seen).toEqual(namesOf(await browse(owner, { kind: 'pet_walker', sort: 'distance' })));
  });
});

describe('GET /api/discovery/providers: bad queries', () => {
  it('refuses a filter the kind does not offer with a field message, in the caller language', async () => {
    const response = await owner.get('/api/discovery/providers?kind=sitter&firstAid=true');
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { firstAid: 'Bu filtre bu hizmet türünde kullanılamaz.' } });
    const english = testApp.client({ locale: 'en' });
    const { user: enOwner } = await signedInAs(testApp, 'owner');
    await signIn(english, enOwner.email, enOwner.password);
    const en = await english.get('/api/discovery/providers?kind=trainer&specialization=cats');
    expect(en.body.fields).toEqual({ specialization: 'This filter is not available for this kind of provider.' });
  });

  it('refuses unknown kinds, distances, ratings and page sizes', async () => {
    for (const query of ['kind=owner', '', 'kind=sitter&maxDistanceKm=7', 'kind=sitter&minRating=5', 'kind=sitter&pageSize=51', 'kind=sitter&sort=name', 'kind=sitter&page=0']) {
      const response = await owner.get(`/api/discovery/providers?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    const long = await owner.get(`/api/discovery/providers?kind=sitter&q=${'a'.repeat(101)}`);
    expect(long.body.fields).toEqual({ q: 'Arama en fazla 100 karakter olabilir.' });
  });
});

describe('GET /api/discovery/providers/{providerId}', () => {
  const profile = async (key: string, kind?: ProviderRole) => {
    // A profile, or the error body on 404.
    return owner.get<PublicProviderProfile & { message?: string }>(`/api/discovery/providers/${ids[key]!.id}${kind ? `?kind=${kind}` : ''}`);
  };

  it("shows a walker's public profile with photos, details, distance and an empty review list", async () => {
    const response = await profile('w1', 'pet_walker');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: ids.w1!.id,
      kind: 'pet_walker',
      name: 'Deniz Yürür',
      cityName: 'İstanbul',
      district: 'Kadıköy',
      bio: 'Moda sahilinde sabah yürüyüşleri.',
      price: { lira: 150, maxLira: null, unit: 'hour' },
      rating: { average: 4.8, count: 10 },
      reviews: [],
      servicePrices: [],
      documents: [],
      // A row saved without the dog size reads back with the form's default, as a save stores it.
      details: { kind: 'pet_walker', knowsFirstAid: true, serviceRegions: ['Moda', 'Fenerbahçe'], maxDogSize: 'any' },
    });
    expect(response.body.photos).toHaveLength(2);
    expect(response.body.photos[0]!.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect([0, 1, 2]).toContain(response.body.distanceKm);
  });

  it("shows a sitter's prices per service but never the live-stream link or e-mail", async () => {
    const response = await profile('s1');
    expect(response.status).toBe(200);
    expect(response.body.servicePrices).toEqual([
      { service: 'cat_care', lira: 150 },
      { service: 'dog_care', lira: 250 },
    ]);
    expect(response.body.details).toMatchObject({ kind: 'sitter', liveViewing: true, hasFencedYard: true, materials: ['bed', 'toys'] });
    const json = JSON.stringify(response.body);
    expect(json).not.toContain('yayin.example');
    expect(json).not.toContain('@test.patili.app');
  });

  it("shows a vet's clinic address and phone, and attached certificates only", async () => {
    const db = testApp.deps.database.db;
    const vetId = ids.v1!.id;
    const [attached] = await db
      .insert(file)
      .values({ ownerId: vetId, purpose: 'vet_certificate', kind: 'document', contentType: 'application/pdf', originalName: 'diploma.pdf', sizeBytes: 1000, storageKey: 'k1', attachedAt: new Date() })
      .returning();
    const [loose] = await db
      .insert(file)
      .values({ ownerId: vetId, purpose: 'vet_certificate', kind: 'document', contentType: 'application/pdf', originalName: 'taslak.pdf', sizeBytes: 1000, storageKey: 'k2' })
      .returning();
    const [current] = await db.select().from(providerProfile).where(eq(providerProfile.userId, vetId));
    await db
      .update(providerProfile)
      // A hand-written row: one id instead of a list, and a field the kind does not have.
      .set({ details: { ...current!.details, certificate: attached!.id, unrelated: loose!.id } as unknown as ProviderDetails })
      .where(eq(providerProfile.userId, vetId));
    const response = await profile('v1', 'veterinarian');
    expect(response.status).toBe(200);
    expect(response.body.details).toEqual({
      kind: 'veterinarian',
      clinicName: 'Moda Veteriner Kliniği',
      clinicAddress: 'Caferağa Mah. Moda Cad. 10, Kadıköy',
      clinicPhoneNumber: '+902165550000',
      workingHours: 'Hafta içi 09:00-18:00',
      specializations: ['cats', 'dogs', 'vaccination'],
      servicePlace: 'clinic',
      worksWithExotics: false,
    });
    expect(response.body.documents).toEqual([{ url: `/api/files/${attached!.id}`, name: 'diploma.pdf', contentType: 'application/pdf' }]);
    expect(response.body.photos).toHaveLength(1);
    // Asked without a kind, the same profile comes back.
    expect((await profile('v1')).body.documents).toHaveLength(1);
  });

  it("drops a trainer's video link that is not http(s)", async () => {
    const response = await profile('t1', 'trainer');
    expect(response.body.details).toMatchObject({ kind: 'trainer', specializations: ['İtaat eğitimi', 'Tasma eğitimi'], experienceYears: 6, videoUrl: null });
    expect(response.body.photos).toEqual([]);
  });

  it("answers 404 with the kind's message for a wrong kind, a hidden provider or an unknown id", async () => {
    const wrongKind = await profile('v1', 'pet_walker');
    expect(wrongKind.status).toBe(404);
    expect(wrongKind.body).toMatchObject({ code: 'NOT_FOUND', message: 'Gezdirici bulunamadı.' });
    expect((await profile('w1', 'sitter')).body.message).toBe('Bakıcı bulunamadı.');
    expect((await profile('w1', 'veterinarian')).body.message).toBe('Veteriner bulunamadı.');
    expect((await profile('w1', 'trainer')).body.message).toBe('Eğitmen bulunamadı.');
    for (const key of ['hiddenMatchesOnly', 'hiddenInactive', 'hiddenDeactivated', 'hiddenDeleted', 'hiddenUnverified', 'hiddenRoleChanged']) {
      const response = await profile(key, 'pet_walker');
      expect(response.status, key).toBe(404);
      expect(response.body.message, key).toBe('Gezdirici bulunamadı.');
    }
    const unknown = await owner.get(`/api/discovery/providers/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Hizmet veren bulunamadı.');
    const anOwner = await signedInAs(testApp, 'owner');
    expect((await owner.get(`/api/discovery/providers/${anOwner.user.id}`)).status).toBe(404);
    expect((await owner.get(`/api/discovery/providers/${ids.w1!.id}?kind=admin`)).status).toBe(422);
  });
});

describe('matches_only providers', () => {
  it('are shown, in browse and by profile, to an owner who has a booking with them, and to nobody else', async () => {
    const db = testApp.deps.database.db;
    const hidden = ids.hiddenMatchesOnly!;
    const matched = await signedInAs(testApp, 'owner', { name: 'Eşleşmiş Sahip' });
    await placeUser({ db }, matched.user, at('34', 'Kadıköy', OWNER_POINT.latitude, OWNER_POINT.longitude));
    const sees = async (client: TestClient) => {
      const page = await browse(client, { kind: 'pet_walker', pageSize: '50' });
      const near = await browse(client, { kind: 'pet_walker', sort: 'distance', maxDistanceKm: '5', pageSize: '50' });
      const profile = await client.get(`/api/discovery/providers/${hidden.id}?kind=pet_walker`);
      return {
        browse: page.items.some((item) => item.id === hidden.id),
        near: near.items.some((item) => item.id === hidden.id),
        profile: profile.status,
        total: page.total,
      };
    };
    const before = await sees(matched.client);
    expect(before).toMatchObject({ browse: false, near: false, profile: 404 });
    // A past booking with them (any status) lets the owner see them again.
    await createBooking({ db }, { owner: matched.user, provider: { id: hidden.id, role: 'pet_walker' } }, { status: 'completed' });
    expect(await sees(matched.client)).toEqual({ browse: true, near: true, profile: 200, total: before.total + 1 });
    // Everyone else still does not.
    expect(await sees(owner)).toMatchObject({ browse: false, near: false, profile: 404 });
  });
});

describe('the viewer read with the session', () => {
  it('gives the same page when the session goes through Better Auth (due for its daily extension) as when it is fresh', async () => {
    const db = testApp.deps.database.db;
    const viewer = await signedInAs(testApp, 'owner', { name: 'Uzun Oturum' });
    await placeUser({ db }, viewer.user, at('34', 'Kadıköy', OWNER_POINT.latitude, OWNER_POINT.longitude));
    const query = { kind: 'pet_walker', sort: 'distance', maxDistanceKm: '20' };
    const fresh = await browse(viewer.client, query);
    expect(fresh.origin).toEqual({ cityName: 'İstanbul', district: 'Kadıköy' });
    expect(fresh.items.length).toBeGreaterThan(0);
    // Older than a day: the session is read by Better Auth (and slid), and browse reads the viewer itself.
    await db.update(session).set({ expiresAt: new Date(Date.now() + 28 * 24 * 60 * 60 * 1000) }).where(eq(session.userId, viewer.user.id));
    expect(await browse(viewer.client, query)).toEqual(fresh);
  });

  it('answers 401 and shows nothing once the session is gone or the account banned, though the cookie is still signed', async () => {
    const db = testApp.deps.database.db;
    const gone = await signedInAs(testApp, 'owner', { name: 'Çıkmış Sahip' });
    expect((await gone.client.get('/api/discovery/providers?kind=sitter')).status).toBe(200);
    await db.delete(session).where(eq(session.userId, gone.user.id));
    const afterSignOut = await gone.client.get<Record<string, unknown>>('/api/discovery/providers?kind=sitter');
    expect(afterSignOut.status).toBe(401);
    expect(afterSignOut.body).not.toHaveProperty('items');

    const banned = await signedInAs(testApp, 'owner', { name: 'Yasaklı Sahip' });
    await db.update(user).set({ bannedAt: new Date() }).where(eq(user.id, banned.user.id));
    for (const query of ['kind=sitter', 'kind=sitter&q=kedi', 'kind=sitter&page=2']) {
      expect((await banned.client.get(`/api/discovery/providers?${query}`)).status, query).toBe(401);
    }
  });

  it('follows the viewer from page to page as they set a point, whatever the statement was prepared for', async () => {
    const db = testApp.deps.database.db;
    const viewer = await signedInAs(testApp, 'owner', { name: 'Yeni Taşınan' });
    const query = { kind: 'pet_walker', sort: 'distance' };
    for (let visit = 0; visit < 2; visit += 1) {
      const unlocated = await browse(viewer.client, query);
      expect(unlocated.origin).toBeNull();
      expect(unlocated.items.every((item) => item.distanceKm === null)).toBe(true);
    }
    await placeUser({ db }, viewer.user, at('34', 'Kadıköy', OWNER_POINT.latitude, OWNER_POINT.longitude));
    for (let visit = 0; visit < 2; visit += 1) {
      const located = await browse(viewer.client, query);
      expect(located.origin).toEqual({ cityName: 'İstanbul', district: 'Kadıköy' });
      expect(located.items.length).toBeGreaterThan(0);
      expect(located.items[0]!.distanceKm).not.toBeNull();
      expect(await browse(owner, query)).toEqual({ ...located, origin: expect.anything() });
    }
  });
});

describe('reviews on a public profile', () => {
  it("shows the owners' reviews a provider received, newest first, never the provider's reviews of owners", async () => {
    const db = testApp.deps.database.db;
    const reviewed = await seedProvider({ key: 'reviewed', kind: 'trainer', name: 'Değerlendirilen Eğitmen', location: at('34', 'Kadıköy') });
    const author = await createUser({ db, auth: testApp.deps.auth }, { role: 'owner', name: 'Yorumcu Sahip' });
    const first = await createBooking({ db }, { owner: author, provider: { id: reviewed.id, role: 'trainer' } }, { status: 'completed' });
    const second = await createBooking({ db }, { owner: author, provider: { id: reviewed.id, role: 'trainer' } }, { status: 'completed' });
    await db.insert(review).values([
      { bookingId: first.id, reviewerId: author.id, revieweeId: reviewed.id, rating: 4, comment: null, reviewType: 'trainer_review', createdAt: new Date('2026-05-01T10:00:00Z') },
      { bookingId: second.id, reviewerId: author.id, revieweeId: reviewed.id, rating: 5, comment: 'Harika.', reviewType: 'trainer_review', createdAt: new Date('2026-05-02T10:00:00Z') },
      { bookingId: second.id, reviewerId: reviewed.id, revieweeId: author.id, rating: 2, comment: 'Geç kaldı.', reviewType: 'owner_review', createdAt: new Date('2026-05-03T10:00:00Z') },
    ]);
    const response = await owner.get<PublicProviderProfile>(`/api/discovery/providers/${reviewed.id}`);
    expect(response.body.rating).toEqual({ average: 4.5, count: 2 });
    expect(response.body.reviews).toEqual([
      { id: expect.any(String), rating: 5, comment: 'Harika.', reviewerName: 'Yorumcu Sahip', createdAt: '2026-05-02T10:00:00.000Z' },
      { id: expect.any(String), rating: 4, comment: '', reviewerName: 'Yorumcu Sahip', createdAt: '2026-05-01T10:00:00.000Z' },
    ]);
  });
});

describe('access', () => {
  it('lets owners and the admin browse; providers and role-less users are refused', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: '/api/discovery/providers?kind=sitter' }, ['owner', 'admin']);
  });

  it('lets owners and the admin open a public profile; others are refused', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: `/api/discovery/providers/${ids.s1!.id}` }, ['owner', 'admin']);
  });

});

describe('searchWords', () => {
  it('folds, splits and de-duplicates the search, at most eight words', () => {
    expect(searchWords('  Kadıköy  KADIKÖY moda ')).toEqual(['kadikoy', 'moda']);
    expect(searchWords('')).toBeNull();
    expect(searchWords(undefined)).toBeNull();
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
