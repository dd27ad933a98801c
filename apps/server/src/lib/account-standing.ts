import { and, eq, isNull } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { session, user } from '../db/schema/index.ts';

/**
 * An admin's hold on an account (issue 13 "Users", "Flagged messages"): suspending (inactive, as
 * the admin's deactivate button does) or banning ends every session at once, in the caller's
 * transaction; the sign-in path refuses a banned account, and the guard shows a suspended one its
 * own screen. Lifting either leaves the user to sign in again.
 */

/** Signs the user out everywhere: their sessions are gone, so the next request is signed out. */
export const endAllSessions = async (db: Db, userId: string): Promise<void> => {
  await db.delete(session).where(eq(session.userId, userId));
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
