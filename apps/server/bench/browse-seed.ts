/**
 * The browse data set of `npm run bench`: thousands of provider profiles of every kind spread
 * around five districts, and one owner in Kadıköy who browses them. Written straight into the
 * database before the server starts (PGlite allows one process per data directory).
 */
import { randomUUID } from 'node:crypto';

import { PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import { deriveProfileRow, readProviderDetails, VET_SERVICE_PLACES, VET_SPECIALIZATIONS, type ProviderDetails } from '@patili/domain/providers';
import { SITTER_SERVICES } from '@patili/domain/catalog';
import { hashPassword } from 'better-auth/crypto';

import type { Database } from '../src/db/client.ts';
import { account, providerProfile, user } from '../src/db/schema/index.ts';
import { locationColumns } from '../src/lib/locations/locations.ts';

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

/** A small deterministic generator, so every run browses the same data. */
const random = (() => {
  let state = 20_251_122;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
})();
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

/** Writes `perKind` listed providers of each kind and the bench owner; returns the owner's id. */
export const seedBrowseBench = async (database: Database, perKind: number): Promise<string> => {
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
  for (const kind of PROVIDER_ROLES) {
    for (let start = 0; start < perKind; start += 500) {
      const users: (typeof user.$inferInsert)[] = [];
      const profiles: (typeof providerProfile.$inferInsert)[] = [];
      for (let i = start; i < Math.min(perKind, start + 500); i += 1) {
        const id = randomUUID();
        const place = pickOne(PLACES);
        const name = `${pickOne(FIRST_NAMES)} ${pickOne(LAST_NAMES)}`;
        const bio = `${name}: ${pickOne(AREAS)} çevresinde hizmet veriyorum.`;
        const details = detailsFor(kind);
        users.push({
          id,
          email: `bench-${kind}-${i}@bench.patili.app`,
          name,
          emailVerified: true,
          role: kind,
          referralCode: `B${id.replace(/-/g, '').slice(0, 11).toUpperCase()}`,
          ...locationColumns(
            {
              cityCode: place.cityCode,
              district: place.district,
              latitude: place.latitude + (random() - 0.5) * 0.25,
              longitude: place.longitude + (random() - 0.5) * 0.3,
              locationIsExact: true,
            },
            Math.floor(random() * 2147483647),
          ),
          profileVisibility: random() < 0.05 ? 'matches_only' : 'public',
        });
        const rated = random() < 0.8;
        profiles.push({
          userId: id,
          kind,
          bio,
          details,
          ...deriveProfileRow({ name, bio, profile: readProviderDetails(kind, details) }),
          ratingAverage: rated ? Math.round((2.5 + random() * 2.5) * 100) / 100 : null,
          ratingCount: rated ? 1 + Math.floor(random() * 40) : 0,
        });
      }
      await db.insert(user).values(users);
      await db.insert(providerProfile).values(profiles);
    }
  }
  return ownerId;
};
