import { passwordLockMs, type SecurityEventKind } from '@patili/domain/auth';
import type { MessageKey } from '@patili/domain/i18n';
import { and, eq, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { account, passwordFailure, securityEvent } from '../db/schema/index.ts';
import { AppError, fieldError } from './app-error.ts';
import type { Auth } from './auth.ts';
import { reportLockout } from './security/detect.ts';

/**
 * Every path that checks an account's password (sign-in, password change, account deletion)
 * counts wrong passwords in a row per account, whatever address they come from; past a few the
 * account's password checks wait, for longer after each further failure (`passwordLockMs`).
 */

const lockedError = (until: Date, now: Date) => {
  const retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError('PASSWORD_LOCKED', { params: { minutes: Math.ceil(retryAfterSeconds / 60) }, retryAfterSeconds });
};

/** Throws 429 `PASSWORD_LOCKED` (with when to try again) while the account's password checks wait. */
export const assertPasswordCheckAllowed = async ({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }) => {
  const [row] = await db.select({ lockedUntil: passwordFailure.lockedUntil }).from(passwordFailure).where(eq(passwordFailure.userId, userId)).limit(1);
  if (row?.lockedUntil && row.lockedUntil > now) throw lockedError(row.lockedUntil, now);
};

/**
 * Counts a wrong password. When it locks the account, records a security event and returns the
 * 429 to answer with; otherwise null (the caller answers its own "wrong password").
 */
export const recordPasswordFailure = async ({
  db,
  userId,
  ipAddress,
  via,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  ipAddress: string | undefined;
  /** Where the password was tried: `sign-in`, `password-change`, `account-deletion`. */
  via: string;
  now?: Date;
}): Promise<AppError | null> => {
  const [row] = await db
    .insert(passwordFailure)
    .values({ userId, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({ target: passwordFailure.userId, set: { failures: sql`${passwordFailure.failures} + 1`, lastFailedAt: now } })
    .returning({ failures: passwordFailure.failures });
  const lockMs = passwordLockMs(row?.failures ?? 1);
  if (lockMs === null) return null;
  const until = new Date(now.getTime() + lockMs);
  await db.update(passwordFailure).set({ lockedUntil: until }).where(eq(passwordFailure.userId, userId));
  const kind: SecurityEventKind = 'password_lockout';
  await db.insert(securityEvent).values({ kind, userId, ipAddress: ipAddress ?? null, details: { via, failures: row?.failures, lockedUntil: until.toISOString() }, createdAt: now });
  await reportLockout(db, { userId, ipAddress, failures: row?.failures ?? 0, via, lockedUntil: until }, now);
  return lockedError(until, now);
};

/** A right password ends the count. */
export const clearPasswordFailures = async ({ db, userId }: { db: Db; userId: string }) => {
  await db.delete(passwordFailure).where(eq(passwordFailure.userId, userId));
};

/** The password hash of the user's e-mail + password account, or null when it has none. */
export const passwordHashOf = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return row?.password ?? null;
};

/**
 * A sensitive change (deleting the account, redirecting payouts) asks for the current password
 * of an account that has one: missing or wrong is the field's error, and wrong ones count towards
 * the account's lockout as at sign-in. An account without a password (social sign-in) passes.
 */
export const confirmCurrentPassword = async ({
  db,
  auth,
  userId,
  password,
  ipAddress,
  via,
  field,
  messages,
}: {
  db: Db;
  auth: Auth;
  userId: string;
  password: string | undefined;
  ipAddress: string | undefined;
  /** Where it was tried, for the lockout's security event (`account-deletion`, `payout-iban`). */
  via: string;
  field: string;
  messages: { required: MessageKey; wrong: MessageKey };
}) => {
  const hash = await passwordHashOf(db, userId);
  if (hash === null) return;
  if (!password) throw fieldError(field, messages.required);
  await assertPasswordCheckAllowed({ db, userId });
  const context = await auth.$context;
  if (!(await context.password.verify({ hash, password })))
    throw (await recordPasswordFailure({ db, userId, ipAddress, via })) ?? fieldError(field, messages.wrong);
  await clearPasswordFailures({ db, userId });
};
