import { eq } from 'drizzle-orm';
import type { Context } from 'hono';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';

import { AppError } from '../../lib/app-error.ts';
import { CLIENT_IP_HEADER, isExposedAuthEndpoint } from '../../lib/auth.ts';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { trustedOrigins } from '../../lib/origins.ts';
import { assertPasswordCheckAllowed, clearPasswordFailures, recordPasswordFailure } from '../../lib/password-guard.ts';
import { noteSignIn } from '../../lib/security/gate.ts';
import { getFormTokenRoute } from './auth.routes.ts';
import { issueFormToken } from './form-token.ts';

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** The fields in which Better Auth takes an address to send the browser to afterwards. */
const REDIRECT_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

/**
 * A redirect target the app accepts: a path of its own (`/…`, not `//…`) or an absolute address
 * at one of its trusted origins. Anything else (an unparsable `%`, another site) is refused before
 * Better Auth, which would fail on it or follow it.
 */
const isSafeRedirect = (value: unknown, origins: readonly string[]): boolean => {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return true;
  try {
    return origins.includes(new URL(value).origin);
  } catch {
    return false;
  }
};

const checkRedirects = (c: Context<AppEnv>, body: ArrayBuffer | undefined) => {
  const values: Array<[string, unknown]> = REDIRECT_FIELDS.flatMap((field) => {
    const query = c.req.query(field);
    return query === undefined ? [] : [[field, query] as [string, unknown]];
  });
  if (body && (c.req.header('content-type') ?? '').includes('json')) {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown> | null;
      for (const field of REDIRECT_FIELDS) if (parsed && typeof parsed === 'object' && field in parsed) values.push([field, parsed[field]]);
    } catch {
      // Malformed JSON is Better Auth's to refuse.
    }
  }
  const origins = trustedOrigins(c.get('deps').config, c.req.raw);
  for (const [field, value] of values) {
    if (!isSafeRedirect(value, origins)) throw new AppError('VALIDATION_FAILED', { fields: { [field]: 'errors:invalidValue' } });
  }
};

/** The id of the account a sign-in body names by e-mail, if there is one. */
const accountIdOfEmail = async (db: Db, body: ArrayBuffer): Promise<string | null> => {
  let email: unknown;
  try {
    email = (JSON.parse(new TextDecoder().decode(body)) as { email?: unknown }).email;
  } catch {
    return null;
  }
  if (typeof email !== 'string') return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.trim().toLowerCase())).limit(1);
  return row?.id ?? null;
};

/**
 * Hands a request to Better Auth, with the client address in a header only the server sets (a
 * client's own is dropped), for its per-client rate limits.
 */
const forwardToBetterAuth = async (c: Context<AppEnv>) => {
  if (!isExposedAuthEndpoint(c.req.method, c.req.path.slice('/api/auth'.length))) throw new AppError('NOT_FOUND');
  const { auth } = c.get('deps');
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const address = clientAddress(c);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  const raw = c.req.raw;
  // The body as Hono keeps it: the input guard may have read the stream already.
  const body = raw.method !== 'GET' && raw.method !== 'HEAD' ? await c.req.arrayBuffer() : undefined;
  checkRedirects(c, body);
  const forward = () => auth.handler(new Request(raw.url, { method: raw.method, headers, ...(body ? { body } : {}) }));
  if (c.req.path !== SIGN_IN_PATH || !body) return forward();

  // Sign-in counts wrong passwords per account, like every other password check.
  const { database } = c.get('deps');
  const accountId = await accountIdOfEmail(database.db, body);
  noteSignIn(c, accountId, body);
  if (accountId) await assertPasswordCheckAllowed({ db: database.db, userId: accountId });
  const response = await forward();
  if (accountId && response.status === 401) {
    const locked = await recordPasswordFailure({ db: database.db, userId: accountId, ipAddress: address, via: 'sign-in' });
    if (locked) throw locked;
  } else if (accountId && response.ok) {
    await clearPasswordFailures({ db: database.db, userId: accountId });
  }
  return response;
};

/**
 * Sign-up, sign-in, verification, password reset and phone codes: Better Auth under `/api/auth`
 * (its sign-up runs `checkSignUp` first), plus the sign-up form's token. The token route is
 * declared first so Better Auth's catch-all does not take it.
 */
export const authRouter = createRouter().openapi(getFormTokenRoute, (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ token: issueFormToken(c.get('deps').config.secret, Date.now()) }, 200);
});
authRouter.on(['GET', 'POST'], '/api/auth/*', forwardToBetterAuth);
