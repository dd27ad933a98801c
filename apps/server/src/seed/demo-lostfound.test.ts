import type { AlertSubscription, ReportDetail, ReportList } from '@patili/domain/lostfound';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoLostfound (through seedDemo)', () => {
  it('lists the active demo reports newest first, with a lost/found pair that match above 50', async () => {
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);

    const list = (await owner.get<ReportList>('/api/lostfound')).body;
    expect(list.items.map((item) => [item.reportType, item.animalType, item.petName])).toEqual([
      ['found', 'cat', null],
      ['found', 'dog', null],
      ['lost', 'cat', 'Pamuk'],
      ['lost', 'bird', 'Maviş'],
    ]);
    expect(list.items.every((item) => item.photo !== null)).toBe(true);
    const reunited = (await owner.get<ReportList>('/api/lostfound?status=reunited')).body;
    expect(reunited.items.map((item) => item.petName)).toEqual(['Zeytin']);

    const pamuk = list.items[2]!;
    const found = list.items[0]!;
    const detail = (await owner.get<ReportDetail>(`/api/lostfound/${pamuk.id}`)).body;
    expect(detail.report).toMatchObject({
      reporterName: 'Ayşe Yılmaz',
      district: 'Kadıköy',
      photos: [expect.anything(), expect.anything()],
    });
    expect(detail.similar).toEqual([
      expect.objectContaining({ report: expect.objectContaining({ id: found.id }), score: 100 }),
    ]);
    expect(
      (await owner.get<ReportDetail>(`/api/lostfound/${found.id}`)).body.similar.map(
        (entry) => entry.report.id,
      ),
    ).toEqual([pamuk.id]);

    // The demo owner's district alert is on, ready for the next lost pet in Kadıköy.
    expect((await owner.get<AlertSubscription>('/api/lostfound/alerts')).body).toEqual({
      enabled: true,
      hasLocation: true,
    });
  });
});
