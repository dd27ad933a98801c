import { DELETED_USER_NAME } from '@patili/domain/accounts';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/index.ts';
import { runAccountHooks, type AccountHooks } from '../../lib/account-hooks.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { deleteFilesOfOwner } from '../../lib/files/files.ts';
import { logger } from '../../lib/logger.ts';
import { confirmCurrentPassword } from '../../lib/password-guard.ts';
import { signalSessionsEnded } from '../../lib/realtime/signal.ts';
import { generateReferralCode } from '../../lib/referral-code.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/**
 * Deactivation, reactivation and deletion: the account's life after sign-up. Each ends or
 * restores sessions, so the ones that sign out return the cookie-clearing headers to pass on.
 */

/** Freezes the account (temporary): inactive from now, every session signed out. */
export const deactivateAccount = async ({ db, auth, userId, headers }: { db: Db; auth: Auth; userId: string; headers: Headers }) => {
  const now = new Date();
  await db
    .update(user)
    .set({ isActive: false, deactivatedAt: now, updatedAt: now })
    .where(and(eq(user.id, userId), isNull(user.deletedAt)));
  const result = await auth.api.signOut({ headers, returnHeaders: true });
  await db.delete(session).where(eq(session.userId, userId));
  await signalSessionsEnded(db, userId);
  return result.headers;
};

/**
 * Unfreezes an account its owner deactivated. An account switched off by the administrators (no
 * `deactivatedAt`) or deleted stays off: 403; an active one has nothing to reactivate: 409.
 */
export const reactivateAccount = async ({ db, userId }: { db: Db; userId: string }) => {
  const now = new Date();
  const [row] = await db
    .update(user)
    .set({ isActive: true, deactivatedAt: null, updatedAt: now })
    .where(and(eq(user.id, userId), eq(user.isActive, false), isNotNull(user.deactivatedAt), isNull(user.deletedAt)))
    .returning({ id: user.id });
  if (row) return;
  const [current] = await db.select({ isActive: user.isActive }).from(user).where(eq(user.id, userId)).limit(1);
  if (current?.isActive) throw new AppError('CONFLICT', { messageKey: 'accounts:reactivate.notDeactivated' });
  throw new AppError('FORBIDDEN', { messageKey: 'accounts:reactivate.suspended' });
};

/**
 * Deletes the account for good after the typed confirmation (checked by the schema) and, when it
 * has one, the current password. Every feature removes its rows of the user (their `deleted`
 * hooks: pets, the provider profile, …), sessions and sign-in methods go, then the files (bytes
 * too); the user row stays, anonymised, so bookings keep a counterpart: name "Silinmiş
 * kullanıcı", an undeliverable unique e-mail, no phone, address, location or picture.
 */
export const deleteAccount = async ({
  db,
  auth,
  storage,
  hooks,
  userId,
  headers,
  password,
  ipAddress,
}: {
  db: Db;
  auth: Auth;
  storage: Storage;
  hooks: readonly AccountHooks[];
  userId: string;
  headers: Headers;
  password: string | undefined;
  ipAddress: string | undefined;
}): Promise<Headers> => {
  await confirmCurrentPassword({
    db,
    auth,
    userId,
    password,
    ipAddress,
    via: 'account-deletion',
    field: 'password',
    messages: { required: 'accounts:delete.passwordRequired', wrong: 'accounts:delete.passwordWrong' },
  });
  const cleared = await auth.api.signOut({ headers, returnHeaders: true });
  const now = new Date();
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ phoneNumber: user.phoneNumber }).from(user).where(eq(user.id, userId)).limit(1);
    if (!current) throw new AppError('NOT_FOUND');
    await runAccountHooks(hooks, 'deleted', { db: tx, userId });
    await tx.delete(session).where(eq(session.userId, userId));
    await signalSessionsEnded(tx, userId);
    await tx.delete(account).where(eq(account.userId, userId));
    // Pending reset links (value = user id) and phone codes (identifier = number) die with it.
    await tx
      .delete(verification)
      .where(
        current.phoneNumber
          ? or(eq(verification.value, userId), eq(verification.identifier, current.phoneNumber))
          : eq(verification.value, userId),
      );
    await tx
      .update(user)
      .set({
        name: DELETED_USER_NAME,
        email: `deleted-${userId}@deleted.patili.invalid`,
        emailVerified: false,
        image: null,
        phoneNumber: null,
        phoneNumberVerified: null,
        contactPhone: null,
        address: null,
        cityCode: null,
        district: null,
        latitude: null,
        longitude: null,
        sharedLatitude: null,
        sharedLongitude: null,
        locationIsExact: false,
        usedReferralCode: null,
        // A fresh code, so the old one invites nobody on behalf of a deleted account.
        referralCode: generateReferralCode(),
        signupRole: null,
        targetPath: null,
        profileVisibility: 'matches_only',
        isActive: false,
        deactivatedAt: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(user.id, userId));
  });
  try {
    await deleteFilesOfOwner({ db, storage, ownerId: userId });
  } catch (error) {
    logger.error(`account ${userId} deleted, but its files could not all be removed`, error);
  }
  return cleared.headers;
};
