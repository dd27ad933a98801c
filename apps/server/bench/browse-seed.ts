/**
 * The browse data set of `npm run bench`: thousands of provider profiles of every kind spread
 * around five districts, and one owner in Kadıköy who browses them. Written straight into the
 * database before the server starts (PGlite allows one process per data directory), in steps, so
 * one database grows through the bench's scales.
 */
import { randomUUID } from 'node:crypto';

import { PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { VET_SERVICE_PLACES, VET_SPECIALIZATIONS, type ProviderDetails } from '@patili/domain/providers';
import { SITTER_SERVICES } from '@patili/domain/catalog';
import { hashPassword } from 'better-auth/crypto';

import { openDatabase, type Database, type DatabaseTarget } from '../src/db/client.ts';
import { account, user } from '../src/db/schema/index.ts';
import { insertListedProviders, type ListedProvider } from '../test/factories.ts';
import { seededRandom } from '../test/random.ts';

export const BENCH_OWNER = { email: 'bench-owner@bench.patili.app', password: 'Bench-owner-123' };

/** District centres the providers are scattered around (within about 15 km). */
const PLACES = [
  { cityCode: '34', district: 'Kadıköy', latitude: 40.99, longitude: 29.03 },
  { cityCode: '34', district: 'Beşiktaş', latitude: 41.043, longitude: 29.007 },
  { cityCode: '34', district: 'Üsküdar', latitude: 41.023, longitude: 29.015 },
  { cityCode: '06', district: 'Çankaya', latitude: 39.9, longitude: 32.86 },
  { cityCode: '35', district: 'Bornova', latitude: 38.47, longitude: 27.22 },
] as const;

const FIRST_NAMES = ['Ayşe', 'Mehmet', 'Elif', 'Can', 'Zeynep', 'Deniz', 'Ali', 'Selin', 'Mert', 'Ece', 'Burak', 'Oya'];
const LAST_NAMES = ['Yılmaz', 'Demir', 'Kaya', 'Öztürk', 'Arslan', 'Aksoy', 'Çelik', 'Şahin', 'Koç', 'Aydın'];
const AREAS = ['Moda sahili', 'Fenerbahçe Parkı', 'Maçka Parkı', 'Yoğurtçu Parkı', 'Kuğulu Park', 'Bornova Büyükpark'];

/** A seeded generator, so every run has the same data. */
const random = seededRandom(20_251_122);
const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const someOf = <T>(items: readonly T[], most: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pickOne(items)))];
const money = (min: number, max: number) => Math.round((min + random() * (max - min)) / 10) * 10;

const detailsFor = (kind: ProviderRole): ProviderDetails => {
  switch (kind) {
    case 'sitter':
      return { servicePrices: Object.fromEntries(someOf(SITTER_SERVICES, 3).map((service) => [service, money(100, 400)])), homePhotos: [randomUUID()] };
    case 'veterinarian':
      return {
        clinicName: `${pickOne(LAST_NAMES)} Veteriner Kliniği`,
        clinicAddress: `${pickOne(AREAS)} yakını`,
        vetSpecializations: someOf(VET_SPECIALIZATIONS, 3),
        servicePlace: pickOne(VET_SERVICE_PLACES),
        sessionFee: money(300, 900),
        clinicPhotos: [randomUUID()],
      };
    case 'pet_walker':
      return {
        preferredWalkingAreas: pickOne(AREAS),
        walkerServiceRegions: someOf(AREAS, 2),
        hourlyRate: money(80, 300),
        knowsFirstAid: random() < 0.5,
        walkVisuals: [randomUUID()],
      };
    case 'trainer':
      return { trainerSpecializations: someOf(['İtaat eğitimi', 'Tasma eğitimi', 'Davranış sorunları'], 2), trainerExperienceYears: 1 + Math.floor(random() * 15), trainerSessionFee: money(300, 800) };
  }
};

/** Writes the bench owner in Kadıköy (once); returns their id. */
export const seedBenchOwner = async (database: Database): Promise<string> => {
  const { db } = database;
  const ownerId = randomUUID();
  await db.insert(user).values({
    id: ownerId,
    email: BENCH_OWNER.email,
    name: 'Bench Sahip',
    emailVerified: true,
    role: 'owner',
    referralCode: `BENCH${ownerId.slice(0, 6).toUpperCase()}`,
    cityCode: '34',
    district: 'Kadıköy',
    latitude: 40.99,
    longitude: 29.027,
    locationIsExact: true,
  });
  await db.insert(account).values({ id: randomUUID(), accountId: ownerId, providerId: 'credential', userId: ownerId, password: await hashPassword(BENCH_OWNER.password) });
  return ownerId;
};

/** Adds `count` listed providers of each kind around the five places (most public, a few matches-only). */
export const seedBenchProviders = async (database: Database, count: number): Promise<void> => {
  for (const kind of PROVIDER_ROLES) {
    const providers: ListedProvider[] = Array.from({ length: count }, () => {
      const place = pickOne(PLACES);
      const name = `${pickOne(FIRST_NAMES)} ${pickOne(LAST_NAMES)}`;
      const rated = random() < 0.8;
      return {
        name,
        bio: `${name}: ${pickOne(AREAS)} çevresinde hizmet veriyorum.`,
        details: detailsFor(kind),
        point: { latitude: place.latitude + (random() - 0.5) * 0.25, longitude: place.longitude + (random() - 0.5) * 0.3 },
        place: { cityCode: place.cityCode, district: place.district },
        ratingAverage: rated ? Math.round((2.5 + random() * 2.5) * 100) / 100 : null,
        ratingCount: rated ? 1 + Math.floor(random() * 40) : 0,
        profileVisibility: random() < 0.05 ? 'matches_only' : 'public',
        // About one provider in five has had their documents approved.
        verified: random() < 0.2,
      };
    });
    await insertListedProviders(database, kind, providers);
  }
};

/** The browse requests loaded against both the app and the bare baseline. */
export const BROWSE_PATHS = [
  { name: 'browse walkers (rating, page 1)', query: 'kind=pet_walker' },
  { name: 'browse walkers (<10 km, first aid, distance)', query: 'kind=pet_walker&maxDistanceKm=10&firstAid=true&sort=distance' },
  { name: 'browse vets (search + specialization, price)', query: 'kind=veterinarian&q=klinik&specialization=cats&sort=price' },
] as const;

/** The bench's database: seeded once, grown through the scales; the bench owner's id. */
export const prepareBenchDatabase = async (target: DatabaseTarget): Promise<string> => {
  const database = await openDatabase(target);
  await database.migrate();
  const existing = database.pool ? await database.pool.query<{ id: string }>('select id from "user" where email = $1', [BENCH_OWNER.email]) : null;
  const viewerId = existing?.rows[0]?.id ?? (await seedBenchOwner(database));
  await database.close();
  return viewerId;
};

/** Grows the data set to `perKind` providers of each kind (counting what is there) and refreshes the statistics. */
export const growBenchTo = async (target: DatabaseTarget, perKind: number) => {
  const database = await openDatabase(target);
  const counted = database.pool
    ? await database.pool.query<{ n: string }>(`select count(*) as n from provider_profile where kind = 'sitter'`)
    : await database.pglite!.query<{ n: string }>(`select count(*) as n from provider_profile where kind = 'sitter'`);
  const have = Number(counted.rows[0]?.n ?? 0);
  if (have < perKind) {
    const started = Date.now();
    await seedBenchProviders(database, perKind - have);
    // A bulk load is followed by autovacuum's vacuum and analyze in a running database; do both
    // now, so the planner knows the new sizes before the first request, index-only scans find the
    // pages all-visible, and autovacuum does not take a core in the middle of a measurement.
    if (database.pool) await database.pool.query('vacuum analyze');
    else await database.pglite!.exec('analyze');
    // eslint-disable-next-line no-console -- the bench reports its progress
    console.log(`\nseeded ${perKind - have} more providers of each kind (now ${perKind}) in ${Date.now() - started} ms`);
  }
  await database.close();
};
