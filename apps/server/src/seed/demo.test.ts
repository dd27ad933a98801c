import { PROVIDER_ROLES } from '@patili/domain/access';
import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { file, pet, providerProfile, user } from '../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.ts';

const testApp = useTestApp();

const db = () => testApp.deps.database.db;

describe('seedDemo', () => {
  it('seeds every role, the owner’s pets and complete providers of every kind once', async () => {
    const deps = testApp.deps;
    expect(await seedDemo(deps)).toEqual({ seeded: true });
    expect(await seedDemo(deps)).toEqual({ seeded: false });

    for (const kind of PROVIDER_ROLES) {
      const profiles = await db().select({ priceKurus: providerProfile.priceKurus, userId: providerProfile.userId }).from(providerProfile).where(eq(providerProfile.kind, kind));
      expect(profiles.length, kind).toBeGreaterThanOrEqual(3);
      expect(profiles.every((p) => p.priceKurus !== null && p.priceKurus > 0), kind).toBe(true);
    }
    const cities = await db().selectDistinct({ cityCode: user.cityCode }).from(user).where(isNotNull(user.cityCode));
    expect(cities.length).toBeGreaterThanOrEqual(4);
    const [attached] = await db().select({ n: count() }).from(file).where(isNotNull(file.attachedAt));
    expect(attached!.n).toBeGreaterThan(20);

    // The demo owner signs in with the listed password and finds her pets and nearby walkers.
    const owner = DEMO_USERS.find((u) => u.role === 'owner')!;
    const client = testApp.client();
    await signIn(client, owner.email, DEMO_PASSWORD);
    const pets = await client.get('/api/pets');
    expect(pets.body.total).toBe(3);
    expect(pets.body.items.filter((p: { photoUrl: string | null }) => p.photoUrl).length).toBe(2);
    expect((await client.get(pets.body.items[0].photoUrl)).status).toBe(200);
    const walkers = await client.get('/api/discovery/providers?kind=pet_walker&maxDistanceKm=5&firstAid=true');
    expect(walkers.status).toBe(200);
    expect(walkers.body.items.map((w: { name: string }) => w.name)).toEqual(['Can Öztürk']);
    const [petCount] = await db().select({ n: count() }).from(pet);
    expect(petCount!.n).toBe(3);
  });
});
