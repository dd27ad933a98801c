import { publicPointOf, type ProviderPage } from '@patili/domain/discovery';
import { distanceKm, type GeoPoint } from '@patili/domain/locations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { completeProviderDetails, createProviderProfile, placeUser } from '../../../test/factories.ts';
import { createTestApp, useTestApp } from '../../../test/setup-app.ts';
import { user } from '../../db/schema/index.ts';

/** Decision 008: a provider's stored point (a sitter's home) cannot be found from distances. */
const testApp = useTestApp();

const HOME: GeoPoint = { latitude: 40.9871, longitude: 29.0364 };
const KM_PER_DEGREE_LAT = 111.2;
const kmPerDegreeLon = (latitude: number) => KM_PER_DEGREE_LAT * Math.cos((latitude * Math.PI) / 180);

const profileOf = (location: { cityCode: string; district: string; mapPoint: GeoPoint | null }) => ({
  name: 'Saldırgan Sahip',
  contactPhone: '',
  address: '',
  location,
});

describe('a provider’s home', () => {
  it('cannot be bisected out of the public distance: the best estimate is the blurred point, hundreds of metres off', async () => {
    const { user: sitter } = await signedInAs(testApp, 'sitter', { name: 'Ev Sahibi Bakıcı' });
    await placeUser({ db: testApp.deps.database.db }, sitter, { cityCode: '34', district: 'Kadıköy', mapPoint: HOME });
    await createProviderProfile({ db: testApp.deps.database.db }, sitter, { details: completeProviderDetails('sitter') });
    const { client: attacker } = await signedInAs(testApp, 'owner');

    let moves = 0;
    /** Stands at a point and reads the sitter's shown distance: 0 means "less than 1 km". */
    const shownFrom = async (point: GeoPoint) => {
      moves += 1;
      const saved = await attacker.put('/api/accounts/me/profile', profileOf({ cityCode: '34', district: 'Kadıköy', mapPoint: point }));
      expect(saved.status).toBe(200);
      const shown = await attacker.get(`/api/discovery/providers/${sitter.id}?kind=sitter`);
      return shown.body.distanceKm as number;
    };
    /** The edge of the "less than 1 km" disc between a point inside and one outside, to a metre. */
    const edge = async (inside: GeoPoint, outside: GeoPoint) => {
      let [a, b] = [inside, outside];
      while (distanceKm(a, b) > 0.001) {
        const middle = { latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2 };
        if ((await shownFrom(middle)) === 0) a = middle;
        else b = middle;
      }
      return a;
    };
    // Along the home's parallel, then along the meridian through the disc's middle.
    const span = 3;
    const west = await edge(HOME, { ...HOME, longitude: HOME.longitude - span / kmPerDegreeLon(HOME.latitude) });
    const east = await edge(HOME, { ...HOME, longitude: HOME.longitude + span / kmPerDegreeLon(HOME.latitude) });
    const longitude = (west.longitude + east.longitude) / 2;
    const start = { latitude: HOME.latitude, longitude };
    const south = await edge(start, { latitude: HOME.latitude - span / KM_PER_DEGREE_LAT, longitude });
    const north = await edge(start, { latitude: HOME.latitude + span / KM_PER_DEGREE_LAT, longitude });
    const estimate = { latitude: (south.latitude + north.latitude) / 2, longitude };

    const [row] = await testApp.deps.database.db.select().from(user).where(eq(user.id, sitter.id));
    const shared = { latitude: row!.sharedLatitude!, longitude: row!.sharedLongitude! };
    expect(moves).toBeGreaterThan(40);
    // The attack works as well as it can: it finds the blurred point…
    expect(distanceKm(estimate, shared)).toBeLessThan(0.05);
    // …which is not the home.
    expect(distanceKm(estimate, HOME)).toBeGreaterThan(0.25);
  });

  it('is never the point a browse card puts on the map: that is the blurred shared point, rounded', async () => {
    const db = testApp.deps.database.db;
    const { user: walker } = await signedInAs(testApp, 'pet_walker', { name: 'Haritadaki Gezdirici' });
    await placeUser({ db }, walker, { cityCode: '34', district: 'Kadıköy', mapPoint: HOME });
    await createProviderProfile({ db }, walker, { details: completeProviderDetails('pet_walker') });
    // A walker who never gave a place has no point to show.
    const { user: unplaced } = await signedInAs(testApp, 'pet_walker', { name: 'Yersiz Gezdirici' });
    await createProviderProfile({ db }, unplaced, { details: completeProviderDetails('pet_walker') });
    const { client: viewer, user: owner } = await signedInAs(testApp, 'owner');
    await placeUser({ db }, owner, { cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: 40.99, longitude: 29.027 } });

    const [row] = await db.select().from(user).where(eq(user.id, walker.id));
    const shared = { latitude: row!.sharedLatitude!, longitude: row!.sharedLongitude! };
    // Every browse shape reads the point the same way: by rating, nearest first, within a distance.
    for (const query of ['kind=pet_walker', 'kind=pet_walker&sort=distance', 'kind=pet_walker&maxDistanceKm=5&sort=price']) {
      const answer = await viewer.get<ProviderPage>(`/api/discovery/providers?${query}`);
      expect(answer.status).toBe(200);
      const card = answer.body.items.find((item) => item.id === walker.id);
      expect(card?.point, query).toEqual(publicPointOf(shared.latitude, shared.longitude));
      // Rounded to 0.001°, it stays within 100 m of the shared point…
      expect(distanceKm(card!.point!, shared)).toBeLessThan(0.1);
      // …and hundreds of metres from the home, whose digits appear nowhere in the answer.
      expect(distanceKm(card!.point!, HOME)).toBeGreaterThan(0.2);
      expect(JSON.stringify(answer.body)).not.toContain(String(HOME.latitude));
      expect(JSON.stringify(answer.body)).not.toContain(String(HOME.longitude));
      if (!query.includes('maxDistanceKm')) expect(answer.body.items.find((item) => item.id === unplaced.id)?.point, query).toBeNull();
    }
  });

  it('moves at most a few times an hour, so the probing above takes days, not minutes', async () => {
    const limited = await createTestApp({ requestLimits: { locationChange: { points: 3, windowSeconds: 3600 } } });
    try {
      const { client } = await signedInAs(limited, 'owner');
      for (let i = 0; i < 3; i += 1) {
        const point = { latitude: HOME.latitude + i * 0.001, longitude: HOME.longitude };
        expect((await client.put('/api/accounts/me/profile', profileOf({ cityCode: '34', district: 'Kadıköy', mapPoint: point }))).status).toBe(200);
      }
      // Saving without moving does not count; a fourth move is refused and changes nothing.
      expect((await client.put('/api/accounts/me/profile', profileOf({ cityCode: '34', district: 'Kadıköy', mapPoint: { latitude: HOME.latitude + 0.002, longitude: HOME.longitude } }))).status).toBe(200);
      const refused = await client.put('/api/accounts/me/profile', profileOf({ cityCode: '34', district: 'Kadıköy', mapPoint: HOME }));
      expect(refused.status).toBe(429);
      expect(refused.body.message).toContain('60 dakika');
      expect((await client.get('/api/accounts/me')).body.account.location.mapPoint.latitude).toBeCloseTo(HOME.latitude + 0.002, 6);
    } finally {
      await limited.close();
    }
  });
});
