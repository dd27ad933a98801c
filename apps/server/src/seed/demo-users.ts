import { createUser, type CreatedUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { banUser, setUserActive } from '../features/users/users.service.ts';
import type { Auth } from '../lib/auth.ts';
import { findDemoAdminActor } from './demo-admin-actor.ts';

/**
 * The back office's demo people: an owner the admin banned and a sitter the
 * admin switched off, both invited by the demo sitter (so the referral page has a second chain),
 * changed through the user-management service as the admin would, so the action log shows them.
 * Skipped when there is no admin account yet (the server makes it before seeding).
 */
export const DEMO_BANNED_EMAIL = 'engelli@demo.patili.app';
export const DEMO_INACTIVE_EMAIL = 'pasif@demo.patili.app';

export const seedDemoUsers = async ({
  db,
  auth,
  accounts,
  adminEmail,
  password,
  now,
}: {
  db: Db;
  auth: Auth;
  accounts: ReadonlyMap<string, CreatedUser>;
  adminEmail: string;
  password: string;
  now: Date;
}): Promise<void> => {
  const actor = await findDemoAdminActor(db, adminEmail);
  if (!actor) return;
  const inviter = accounts.get('bakici@demo.patili.app');
  const banned = await createUser(
    { db, auth },
    { email: DEMO_BANNED_EMAIL, name: 'Burak Şahin', role: 'owner', password, usedReferralCode: inviter?.referralCode ?? null },
  );
  const inactive = await createUser(
    { db, auth },
    { email: DEMO_INACTIVE_EMAIL, name: 'Selin Koç', role: 'sitter', password, usedReferralCode: inviter?.referralCode ?? null },
  );
  const context = { db, actor, adminEmail, now };
  await banUser({ ...context, userId: banned.id, reason: 'Sahiplendirme ilanında hayvan için ücret istedi (sahiplendirme politikası ihlali).' });
  await setUserActive({ ...context, userId: inactive.id, active: false });
};
