import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { session, user } from '../db/schema/index.ts';
import { signalSessionsEnded } from './realtime/signal.ts';

/**
 * An admin's hold on an account ("Flagged messages"): suspending (inactive, as
 * the admin's deactivate button does) or banning ends every session at once, in the caller's
 * transaction; every sign-in path refuses a banned or suspended account with its own message
 * (`signInRefusal`, asked by Better Auth's session hook in lib/auth.ts), so neither reaches the
 * owner's reactivate screen. Lifting either leaves the user to sign in again.
 */

/** Signs the user out everywhere: their sessions are gone, so the next request is signed out. */
export const endAllSessions = async (db: Db, userId: string): Promise<void> => {
  await db.delete(session).where(eq(session.userId, userId));
  await signalSessionsEnded(db, userId);
};

/** Switches the account off (admin deactivate or suspend) and signs it out; false when there is no such live account. */
export const suspendAccount = async (db: Db, userId: string, now = new Date()): Promise<boolean> => {
  const rows = await db
    .update(user)
    .set({ isActive: false, deactivatedAt: null, updatedAt: now })
    .where(and(eq(user.id, userId), isNull(user.deletedAt)))
    .returning({ id: user.id });
  if (rows.length === 0) return false;
  await endAllSessions(db, userId);
  return true;
};

/**
 * Why an account may not start a session, or null when it may: a banned account
 * ('Hesabınız yönetici tarafından engellendi.'), and one an admin switched off (inactive without
 * the owner's own `deactivated_at`, which the owner can undo by signing in and confirming).
 * Every way of signing in (e-mail, phone code, social, the link that confirms an e-mail) creates
 * a session, so Better Auth's session hook (lib/auth.ts) asks this once for all of them.
 */
export const signInRefusal = async (db: Db, userId: string): Promise<'banned' | 'suspended' | null> => {
  const [row] = await db
    .select({ bannedAt: user.bannedAt, isActive: user.isActive, deactivatedAt: user.deactivatedAt, deletedAt: user.deletedAt })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  if (row.bannedAt !== null) return 'banned';
  if (!row.isActive && row.deactivatedAt === null && row.deletedAt === null) return 'suspended';
  return null;
};
