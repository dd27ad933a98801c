import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { createUser } from '../lib/create-user.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import type { Auth } from '../lib/auth.ts';
import { StartupError } from '../lib/startup-error.ts';

export type EnsureAdminResult =
  | { created: false }
  | { created: true; email: string; password: string; generated: boolean };

/**
 * Makes sure the platform has an admin: when none exists, the account named by
 * ADMIN_EMAIL is created (or promoted) with ADMIN_PASSWORD, or a random password that the caller
 * prints once.
 */
export const ensureAdmin = async (
  { db, auth }: { db: Db; auth: Auth },
  { email, password, production = false }: { email: string; password?: string | undefined; production?: boolean },
): Promise<EnsureAdminResult> => {
  const [existingAdmin] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  if (existingAdmin) return { created: false };
  if (production && !password) {
    // A generated password would have to be printed, and production logs keep no secrets.
    throw new StartupError('ADMIN_PASSWORD', 'no admin account exists yet', 'Set ADMIN_PASSWORD to create the first admin');
  }
  const normalized = email.toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, normalized)).limit(1);
  if (existing) {
    await db.update(user).set({ role: 'admin', emailVerified: true }).where(eq(user.id, existing.id));
    return { created: true, email: normalized, password: password ?? '(unchanged)', generated: false };
  }
  const chosen = password ?? randomBytes(12).toString('base64url');
  await createUser({ db, auth }, { email: normalized, name: 'Patili Yönetici', password: chosen, role: 'admin' });
  return { created: true, email: normalized, password: chosen, generated: password === undefined };
};
