import type { BroadcastList } from '@patili/domain/broadcasts';
import type { AdminMatchList } from '@patili/domain/lostfound';
import type { FlaggedItemDetail, FlagList } from '@patili/domain/moderation';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { createUser } from '../lib/create-user.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

const testApp = useTestApp();

describe('seedDemoModeration (through seedDemo)', () => {
  it('fills the flagged-content queue, leaves the tabby pair pending and sends one announcement to the owners', async () => {
    const { db } = testApp.deps.database;
    await createUser(
      { db, auth: testApp.deps.auth },
      { email: testApp.deps.config.adminEmail, role: 'admin', name: 'Patili Yönetici' },
    );
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const admin = testApp.client();
    await signIn(admin, testApp.deps.config.adminEmail, 'Patili123!');

    const queue = (await admin.get<FlagList>('/api/moderation/flags')).body;
    expect(
      queue.items.map((item) => [item.kind, item.status, item.reporterCount, item.reason]),
    ).toEqual([
      ['message', 'open', 1, 'scam'],
      ['forum_reply', 'open', 2, 'spam'],
      ['forum_reply', 'open', 1, 'off_topic'],
    ]);
    const scam = queue.items[0]!;
    const detail = (
      await admin.get<FlaggedItemDetail>(`/api/moderation/flags/message/${scam.targetId}`)
    ).body;
    expect(detail.context).toMatchObject({
      kind: 'conversation',
      conversationKind: 'lostfound',
      subject: 'Maviş',
    });
    expect(detail.reports[0]).toMatchObject({
      reporterName: 'Dr. Elif Kaya',
      note: 'Kuşu göstermeden para istiyor.',
    });

    const matches = (await admin.get<AdminMatchList>('/api/lostfound/admin/matches')).body;
    expect(matches.items.map((match) => [match.lost.petName, match.score, match.status])).toEqual([
      ['Pamuk', 100, 'pending'],
    ]);

    const broadcasts = (await admin.get<BroadcastList>('/api/broadcasts')).body;
    expect(broadcasts.items).toHaveLength(1);
    expect(broadcasts.items[0]).toMatchObject({
      audience: 'owners',
      status: 'sent',
      title: 'Bayram tatilinde destek saatleri',
    });
    expect(broadcasts.items[0]!.deliveredCount).toBe(broadcasts.items[0]!.recipientCount);
    expect(broadcasts.items[0]!.recipientCount).toBeGreaterThan(0);

    const owner = testApp.client();
    await signIn(owner, 'sahip@demo.patili.app', DEMO_PASSWORD);
    const items = (await owner.get('/api/notifications?pageSize=50')).body.items as {
      type: string;
      title: string;
    }[];
    expect(items.find((item) => item.type === 'admin_broadcast')?.title).toBe(
      'Bayram tatilinde destek saatleri',
    );
    const sitter = testApp.client();
    await signIn(sitter, 'bakici@demo.patili.app', DEMO_PASSWORD);
    const sitterItems = (await sitter.get('/api/notifications?pageSize=50')).body.items as {
      type: string;
    }[];
    expect(sitterItems.some((item) => item.type === 'admin_broadcast')).toBe(false);
  });
});
