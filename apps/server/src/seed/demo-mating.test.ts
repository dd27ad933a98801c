import type { MatingList } from '@patili/domain/mating';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoMating (through seedDemo)', () => {
  it('lists the demo owners’ pets for mating in three cities, one listing taken down', async () => {
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<MatingList>('/api/mating/listings')).body;
    expect(list.total).toBe(3);
    expect(list.items.map((item) => [item.petName, item.species, item.cityName, item.ownerName])).toEqual([
      ['Bal', 'dog', 'Ankara', 'Selin Acar'],
      ['Duman', 'cat', 'İzmir', 'Mert Kaplan'],
      ['Karamel', 'dog', 'İstanbul', 'Ayşe Yılmaz'],
    ]);
    // The listed pets' photos are readable by the other demo users.
    const duman = list.items.find((item) => item.petName === 'Duman');
    expect(duman?.thumbnailUrl).not.toBeNull();
    expect((await owner.get(duman!.thumbnailUrl!)).status).toBe(200);

    const dogsInIzmir = (await owner.get<MatingList>('/api/mating/listings?species=dog&city=izmir')).body;
    expect(dogsInIzmir.total).toBe(0);

    const selin = testApp.client();
    await signIn(selin, 'selin.acar@demo.patili.app', DEMO_PASSWORD);
    const mine = (await selin.get<MatingList>('/api/mating/my-listings')).body;
    expect(mine.items.map((item) => item.isActive)).toEqual([false, true]);
  });
});
