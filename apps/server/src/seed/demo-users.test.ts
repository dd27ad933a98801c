import type { AdminUserPage, ReferralPage } from '@patili/domain/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import { useTestApp } from '../../test/setup-app.ts';
import { adminActionLog } from '../db/schema/index.ts';
import { ensureAdmin } from './admin.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_BANNED_EMAIL, DEMO_INACTIVE_EMAIL } from './demo-users.ts';

const testApp = useTestApp();

describe('seedDemoUsers (through seedDemo)', () => {
  it('has a banned and an inactive account, refused at sign-in, in the action log and the referral records', async () => {
    const { auth, database, config } = testApp.deps;
    await ensureAdmin({ db: database.db, auth }, { email: config.adminEmail, password: 'Yonetici123!', production: false });
    expect(await seedDemo(testApp.deps, testApp.deps.now())).toEqual({ seeded: true });
    const admin = testApp.client();
    await signIn(admin, config.adminEmail, 'Yonetici123!');

    const banned = (await admin.get<AdminUserPage>('/api/admin/users?status=banned')).body.items;
    expect(banned.map((item) => [item.email, item.name])).toEqual([[DEMO_BANNED_EMAIL, 'Burak Şahin']]);
    expect(banned[0]?.banReason).toContain('sahiplendirme politikası');
    const inactive = (await admin.get<AdminUserPage>('/api/admin/users?status=inactive')).body.items;
    expect(inactive.map((item) => item.email)).toEqual([DEMO_INACTIVE_EMAIL]);

    for (const [email, code] of [[DEMO_BANNED_EMAIL, 'ACCOUNT_BANNED'], [DEMO_INACTIVE_EMAIL, 'ACCOUNT_SUSPENDED']] as const) {
      const refused = await testApp.client().post('/api/auth/sign-in/email', { email, password: DEMO_PASSWORD });
      expect(refused.body.code).toBe(code);
    }
    const log = await database.db.select().from(adminActionLog).where(eq(adminActionLog.targetType, 'user'));
    expect(log.map((row) => row.actionType).sort()).toEqual(['user_banned', 'user_status_changed']);

    const referrals = (await admin.get<ReferralPage>('/api/admin/referrals')).body.items;
    expect(referrals.map((row) => [row.invitee.email, row.inviter.email])).toEqual(
      expect.arrayContaining([
        [DEMO_BANNED_EMAIL, 'bakici@demo.patili.app'],
        [DEMO_INACTIVE_EMAIL, 'bakici@demo.patili.app'],
        ['gezdirici@demo.patili.app', 'sahip@demo.patili.app'],
      ]),
    );
  });
});
