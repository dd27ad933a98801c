import type { ReferralDetail, ReferralPage, ReferralSummary } from '@patili/domain/users';
import { describe, expect, it } from 'vitest';

import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { createBooking, createUser } from '../../../test/factories.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { referralBonus } from '../../db/schema/index.ts';

const { testApp } = useClockedTestApp();
const UNKNOWN = '0195f3a0-0000-7000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

const factory = () => ({ db: testApp.deps.database.db, auth: testApp.deps.auth });

describe('access', () => {
  it('admits only the admin', async () => {
    for (const path of ['/api/admin/referrals', '/api/admin/referrals/summary', `/api/admin/referrals/${UNKNOWN}`, '/api/admin/referrals?q=x&bonus=awarded']) {
      await expectAccessMatrix(testApp, { method: 'GET', path }, ['admin']);
    }
  }, 120_000);
});

describe('referral records', () => {
  it('lists invitees with their inviter, completed services and bonus, with tiles and a detail', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const now = new Date(TEST_NOW);
    const inviter = await createUser(factory(), { name: 'Şule Davetçi', role: 'owner', referralCode: 'SULE2026' });
    const busy = await createUser(factory(), { name: 'Çağrı Davetli', role: 'sitter', usedReferralCode: 'SULE2026' });
    const quiet = await createUser(factory(), { name: 'Ilgın Sessiz', role: 'owner', usedReferralCode: 'SULE2026' });
    await createUser(factory(), { name: 'Kimse', role: 'owner', usedReferralCode: 'YOKBOYLE1' });
    const client2 = await createUser(factory(), { role: 'owner' });
    for (let index = 0; index < 3; index += 1) await createBooking(factory(), { owner: client2, provider: busy }, { status: 'completed' });
    await createBooking(factory(), { owner: quiet, provider: busy }, { status: 'cancelled' });
    await testApp.deps.database.db.insert(referralBonus).values({
      inviterId: inviter.id,
      inviteeId: busy.id,
      bonusNumber: 1,
      startsAt: new Date(now.getTime() - 10 * DAY),
      endsAt: new Date(now.getTime() + 20 * DAY - 60_000),
    });

    const summary = (await client.get<ReferralSummary>('/api/admin/referrals/summary')).body;
    expect(summary).toEqual({ invitedUsers: 2, qualifiedInvitees: 1, bonusesAwarded: 1, bonusesActive: 1 });

    const page = (await client.get<ReferralPage>('/api/admin/referrals')).body;
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.invitee.name, item.inviter.name, item.codeUsed, item.bookingsCompleted, item.bonusAwardedToInviter])).toEqual([
      ['Ilgın Sessiz', 'Şule Davetçi', 'SULE2026', 0, false],
      ['Çağrı Davetli', 'Şule Davetçi', 'SULE2026', 3, true],
    ]);
    expect((await client.get<ReferralPage>('/api/admin/referrals?bonus=awarded')).body.items.map((item) => item.id)).toEqual([busy.id]);
    expect((await client.get<ReferralPage>('/api/admin/referrals?q=cagri')).body.items.map((item) => item.id)).toEqual([busy.id]);
    expect((await client.get<ReferralPage>('/api/admin/referrals?q=SULE')).body.total).toBe(2);
    expect((await client.get<ReferralPage>('/api/admin/referrals?q=sule2026')).body.total).toBe(2);
    expect((await client.get('/api/admin/referrals?bonus=maybe')).status).toBe(422);

    const detail = (await client.get<ReferralDetail>(`/api/admin/referrals/${busy.id}`)).body;
    expect(detail.record.id).toBe(busy.id);
    expect(detail.inviter).toMatchObject({ name: 'Şule Davetçi', referralCode: 'SULE2026', daysLeft: 20 });
    expect(detail.inviter.bonuses).toEqual([expect.objectContaining({ bonusNumber: 1, active: true, daysLeft: 20 })]);
    expect(detail.invitee).toMatchObject({ bonuses: [], daysLeft: 0 });
    expect(detail.bonus).toMatchObject({ bonusNumber: 1 });
    expect((await client.get<ReferralDetail>(`/api/admin/referrals/${quiet.id}`)).body.bonus).toBeNull();
    expect((await client.get(`/api/admin/referrals/${UNKNOWN}`)).status).toBe(404);
    expect((await client.get(`/api/admin/referrals/${inviter.id}`)).status).toBe(404);
  });
});
