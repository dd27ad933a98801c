import { and, eq, ne } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { signalSessionsEnded } from '../../lib/realtime/signal.ts';
import { assertPasswordCheckAllowed, clearPasswordFailures, passwordHashOf, recordPasswordFailure } from '../../lib/password-guard.ts';

/** Better Auth's error code in an APIError body, if any. */
const authErrorCode = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'body' in error ? ((error as { body?: { code?: string } }).body?.code ?? undefined) : undefined;

/** Signs every other session of the user out, keeping the one these request headers carry. */
const revokeOtherSessions = async ({ db, auth, userId, headers }: { db: Db; auth: Auth; userId: string; headers: Headers }) => {
  const current = await auth.api.getSession({ headers });
  const keep = current?.session.id;
  await db.delete(session).where(and(eq(session.userId, userId), keep ? ne(session.id, keep) : undefined));
  await signalSessionsEnded(db, userId);
};

/**
 * Changes the password through Better Auth (current one checked, other sessions revoked and a
 * fresh session issued), or sets a first password on an account that has none. Returns the
 * response headers to pass on (the new session cookie).
 */
export const changePassword = async ({
  db,
  auth,
  userId,
  headers,
  currentPassword,
  newPassword,
  ipAddress,
}: {
  db: Db;
  auth: Auth;
  userId: string;
  headers: Headers;
  currentPassword: string | undefined;
  newPassword: string;
  ipAddress: string | undefined;
}): Promise<Headers> => {
  if ((await passwordHashOf(db, userId)) === null) {
    const result = await auth.api.setPassword({ body: { newPassword }, headers, returnHeaders: true });
    // A first password: sign the other devices out too, as a change would.
    await revokeOtherSessions({ db, auth, userId, headers });
    return result.headers;
  }
  if (!currentPassword) throw fieldError('currentPassword', 'errors:fieldRequired');
  await assertPasswordCheckAllowed({ db, userId });
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await clearPasswordFailures({ db, userId });
    // Better Auth revoked the other sessions: their sockets close at once.
    await signalSessionsEnded(db, userId);
    return result.headers;
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD') {
      throw (await recordPasswordFailure({ db, userId, ipAddress, via: 'password-change' })) ?? fieldError('currentPassword', 'accounts:settings.currentPasswordWrong');
    }
    if (code === 'PASSWORD_TOO_SHORT') throw fieldError('newPassword', 'auth:register.passwordTooShort');
    if (code === 'PASSWORD_TOO_LONG') throw fieldError('newPassword', 'auth:register.passwordTooLong');
    throw error;
  }
};
