import type { Role } from '@patili/domain/access';
import { eq } from 'drizzle-orm';

import { createUser } from '../../test/factories.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import type { Auth } from '../lib/auth.ts';

/** The password of every demo account (README lists the logins). */
export const DEMO_PASSWORD = 'Patili123!';

/** One demo account per role, plus one who has not chosen a role yet. */
export const DEMO_USERS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'sahip@demo.patili.app', name: 'Ayşe Yılmaz', role: 'owner' },
  { email: 'bakici@demo.patili.app', name: 'Mehmet Demir', role: 'sitter' },
  { email: 'veteriner@demo.patili.app', name: 'Dr. Elif Kaya', role: 'veterinarian' },
  { email: 'gezdirici@demo.patili.app', name: 'Can Öztürk', role: 'pet_walker' },
  { email: 'egitmen@demo.patili.app', name: 'Zeynep Arslan', role: 'trainer' },
  { email: 'yeni@demo.patili.app', name: 'Deniz Aksoy', role: 'none' },
];

/**
 * Seeds the demo set once (skipped when the first demo account exists). Later feature issues add
 * pets, profiles, bookings and listings here, built from the same test factories.
 */
export const seedDemo = async ({ db, auth }: { db: Db; auth: Auth }): Promise<{ seeded: boolean }> => {
  const first = DEMO_USERS[0];
  if (!first) return { seeded: false };
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, first.email)).limit(1);
  if (existing) return { seeded: false };
  await db.transaction(async (tx) => {
    for (const demo of DEMO_USERS) {
      await createUser({ db: tx, auth }, { ...demo, password: DEMO_PASSWORD, signupRole: demo.role === 'none' ? 'sitter' : null });
    }
  });
  return { seeded: true };
};
