import { FILE_PURPOSES, isFilePurpose } from '@patili/domain/files';
import {
  DATA_LEAK_WINDOW_MS,
  detectDataLeak,
  detectFailedSignIns,
  detectLockout,
  detectPayloadAttempts,
  detectSuspiciousIp,
  detectUnauthorizedAccess,
  LOGIN_FAILURE_WINDOW_MS,
  SUSPICIOUS_IP_WINDOW_MS,
  UNAUTHORIZED_WINDOW_MS,
  type PayloadMatch,
} from '@patili/domain/security';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { logger } from '../logger.ts';
import { raiseAlertSafely } from './alerts.ts';
import { countByAccount, countByAddress, distinctAccountsByAddress, recordSecurityEvent } from './events.ts';

/**
 * The detectors fed by events: each records its event, counts the window it judges over
 * the event indexes, and raises an alert when the domain's detector says so.
 */

const since = (now: Date, windowMs: number) => new Date(now.getTime() - windowMs);

const emailOf = async (db: Db, userId: string): Promise<string | null> => {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email ?? null;
};

/** Many accounts from one address in an hour (signed in or failed). */
const judgeAddress = async (db: Db, ipAddress: string, now: Date) => {
  const accounts = await distinctAccountsByAddress(db, ['sign_in', 'sign_in_failed'], ipAddress, since(now, SUSPICIOUS_IP_WINDOW_MS));
  await raiseAlertSafely(db, detectSuspiciousIp({ ipAddress, accounts }), now);
};

/** A sign-in attempt's outcome: a success or a failure (wrong password, locked account). */
export const recordSignIn = async (
  db: Db,
  attempt: { userId: string | null; email: string | null; ipAddress: string | undefined; succeeded: boolean; judgeAddress?: boolean },
  now: Date,
) => {
  const kind = attempt.succeeded ? 'sign_in' : 'sign_in_failed';
  await recordSecurityEvent(db, { kind, userId: attempt.userId, ipAddress: attempt.ipAddress, details: attempt.email ? { email: attempt.email } : {} }, now);
  // The address detectors judge an address; they pause while it is shared (an untrusted proxy's).
  if (!attempt.ipAddress || attempt.judgeAddress === false) return;
  if (!attempt.succeeded) {
    const windowStart = since(now, LOGIN_FAILURE_WINDOW_MS);
    const failures = await countByAddress(db, ['sign_in_failed'], attempt.ipAddress, windowStart);
    const accounts = await distinctAccountsByAddress(db, ['sign_in_failed'], attempt.ipAddress, windowStart);
    await raiseAlertSafely(db, detectFailedSignIns({ ipAddress: attempt.ipAddress, failures, accounts, lastEmail: attempt.email }), now);
  }
  await judgeAddress(db, attempt.ipAddress, now);
};

/** An account locked after too many wrong passwords (lib/password-guard writes the event). */
export const reportLockout = async (
  db: Db,
  lockout: { userId: string; ipAddress: string | undefined; failures: number; via: string; lockedUntil: Date },
  now: Date,
) => {
  try {
    const email = await emailOf(db, lockout.userId);
    await raiseAlertSafely(
      db,
      detectLockout({ userId: lockout.userId, email, ipAddress: lockout.ipAddress, failures: lockout.failures, via: lockout.via, lockedUntil: lockout.lockedUntil.toISOString() }),
      now,
    );
  } catch (error) {
    logger.error('security: a lock-out could not be reported', error instanceof Error ? error.message : error);
  }
};

/** An input refused by validation that carried attack payloads. */
export const recordRejectedPayload = async (
  db: Db,
  input: { matches: PayloadMatch[]; method: string; path: string; status: number; ipAddress: string | undefined; userId: string | null; email: string | null },
  now: Date,
) => {
  await recordSecurityEvent(
    db,
    { kind: 'input_rejected', userId: input.userId, ipAddress: input.ipAddress, details: { method: input.method, path: input.path, status: input.status, matches: input.matches.slice(0, 5) } },
    now,
  );
  for (const detection of detectPayloadAttempts(input)) await raiseAlertSafely(db, detection, now);
};

/** A signed-in account refused (403, or the 404 that hides another user's row) on a path naming a record. */
export const recordRefusal = async (
  db: Db,
  refusal: { userId: string; email: string; ipAddress: string | undefined; method: string; path: string; status: number },
  now: Date,
) => {
  await recordSecurityEvent(db, { kind: 'record_refused', userId: refusal.userId, ipAddress: refusal.ipAddress, details: { method: refusal.method, path: refusal.path, status: refusal.status } }, now);
  const { count } = await countByAccount(db, 'record_refused', refusal.userId, since(now, UNAUTHORIZED_WINDOW_MS));
  await raiseAlertSafely(
    db,
    detectUnauthorizedAccess({ userId: refusal.userId, email: refusal.email, ipAddress: refusal.ipAddress, refusals: count, lastPath: `${refusal.method} ${refusal.path}` }),
    now,
  );
};

/** Whether reading a file is reading someone else's private file (not the reader's, not a signed-in gallery). */
export const isOthersPrivateFile = (file: { ownerId: string; purpose: string }, readerId: string): boolean =>
  file.ownerId !== readerId && (!isFilePurpose(file.purpose) || FILE_PURPOSES[file.purpose].visibility !== 'signed-in');

/** A read of another user's private file. */
export const recordPrivateFileRead = async (
  db: Db,
  read: { userId: string; email: string; ipAddress: string | undefined; fileId: string; ownerId: string; purpose: string },
  now: Date,
) => {
  await recordSecurityEvent(db, { kind: 'private_file_read', userId: read.userId, ipAddress: read.ipAddress, details: { fileId: read.fileId, ownerId: read.ownerId, purpose: read.purpose } }, now);
  const { count, distinct } = await countByAccount(db, 'private_file_read', read.userId, since(now, DATA_LEAK_WINDOW_MS), 'ownerId');
  await raiseAlertSafely(db, detectDataLeak({ userId: read.userId, email: read.email, ipAddress: read.ipAddress, reads: count, owners: distinct }), now);
};
