import type { AdoptionListing, AdoptionListingPage } from '@patili/domain/adoption';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_ADOPTION_OWNERS } from './demo-adoption.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoAdoption (through seedDemo)', () => {
  it('lists six active listings in three cities, newest first, and gives the demo owner an adopted one too', async () => {
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<AdoptionListingPage>('/api/adoption/listings')).body;
    expect(list.total).toBe(6);
    expect(list.items.map((item) => item.breed)).toEqual([
      'Kangal kırması',
      'Tekir',
      'Muhabbet kuşu',
      'Van kedisi',
      'Suriye hamsterı',
      'British Shorthair',
    ]);
    expect(list.items.every((item) => item.photos.length >= 1 && item.status === 'active')).toBe(
      true,
    );
    const izmir = (await owner.get<AdoptionListingPage>('/api/adoption/listings?city=izmir')).body;
    expect(izmir.items.map((item) => [item.cityName, item.district])).toEqual([
      ['İzmir', 'Bornova'],
      ['İzmir', 'Karşıyaka'],
    ]);

    const mine = (await owner.get<AdoptionListingPage>('/api/adoption/listings/mine')).body;
    expect(mine.items.map((item: AdoptionListing) => [item.breed, item.status])).toEqual([
      ['Tekir', 'active'],
      ['Golden Retriever kırması', 'adopted'],
    ]);

    // The other adoption owners sign in with the demo password, and their photos are readable.
    const selin = testApp.client();
    await signIn(selin, DEMO_ADOPTION_OWNERS[0].email, DEMO_PASSWORD);
    const photo = list.items[0]!.photos[0]!;
    expect((await owner.get(photo.thumbnailUrl)).status).toBe(200);
  });
});
