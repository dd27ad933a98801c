import { createHmac, timingSafeEqual } from 'node:crypto';

import type { SessionUser } from '@patili/domain/accounts';
import { isSelectableRole, readRole, type Actor } from '@patili/domain/access';
import { isLocale } from '@patili/domain/i18n';
import type { Context } from 'hono';

import { queryRows } from '../db/client.ts';
import type { Auth } from './auth.ts';
import type { AppEnv, CurrentUser } from './context.ts';


type AuthUserRow = Record<string, unknown> & {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
};

/** Reads Better Auth's user (with Patili's fields) into the app's shape. */
export const toCurrentUser = (user: AuthUserRow, sessionId: string): CurrentUser => {
  const role = readRole(user.role);
  const phoneVerified = user.phoneNumberVerified === true;
  return {
    id: user.id,
    sessionId,
    name: user.name,
    email: user.email,
    role,
    emailVerified: user.emailVerified,
    isVerified: user.emailVerified || phoneVerified,
    isAdmin: role === 'admin',
    isActive: user.isActive !== false,
    signupRole: isSelectableRole(user.signupRole) ? user.signupRole : null,
    targetPath: typeof user.targetPath === 'string' ? user.targetPath : null,
    locale: isLocale(user.locale) ? user.locale : 'tr',
    image: user.image ?? null,
    phoneNumber: typeof user.phoneNumber === 'string' ? user.phoneNumber : null,
    referralCode: typeof user.referralCode === 'string' ? user.referralCode : '',
  };
};

type SessionSettings = { cookieName: string; secret: string; expiresInMs: number; updateAgeMs: number };

const settingsByAuth = new WeakMap<Auth, Promise<SessionSettings>>();

/** Better Auth's cookie name (with its `__Secure-` prefix in production), secret and session ages. */
const sessionSettings = (auth: Auth): Promise<SessionSettings> => {
  let settings = settingsByAuth.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsByAuth.set(auth, settings);
  }
  return settings;
};

/** Signed cookie values already checked, per secret: the token, or null for a bad signature. */
const checkedValues = new WeakMap<object, Map<string, string | null>>();
const CHECKED_VALUES_MAX = 10_000;

/** The token of a signed value (`token.signature`, HMAC-SHA256 in base64, the way Better Auth signs it), or null. */
const verifySigned = (value: string, secret: string): string | null => {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
};

/**
 * The session token of a signed cookie (`token.signature`, HMAC-SHA256 in base64, the way Better
 * Auth signs it), or null when the cookie is missing or its signature does not match. A value is
 * checked once per process (an HMAC on every request of a session costs more than the lookup):
 * the answer for a value and a secret never changes, and the memo is bounded.
 */
export const readSignedSessionToken = (cookieHeader: string | undefined, settings: Pick<SessionSettings, 'cookieName' | 'secret'>) => {
  if (!cookieHeader) return null;
  const { cookieName, secret } = settings;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== cookieName) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    let memo = checkedValues.get(settings);
    if (!memo) {
      memo = new Map();
      checkedValues.set(settings, memo);
    }
    const known = memo.get(value);
    if (known !== undefined) return known;
    const token = verifySigned(value, secret);
    if (memo.size >= CHECKED_VALUES_MAX) memo.delete(memo.keys().next().value!);
    memo.set(value, token);
    return token;
  }
  return null;
};

/**
 * The session and its user in one indexed query (columns named as Better Auth names the fields).
 * A banned account's session reads as none (a ban also deletes its sessions; this holds for one
 * that a concurrent sign-in may have slipped in).
 */
const sessionSql = (extraColumns: string | null) => `select s.id as "sessionId", s.expires_at as "expiresAt",
  u.id, u.name, u.email, u.email_verified as "emailVerified", u.image, u.role, u.signup_role as "signupRole",
  u.target_path as "targetPath", u.locale, u.is_active as "isActive", u.phone_number as "phoneNumber",
  u.phone_number_verified as "phoneNumberVerified", u.referral_code as "referralCode"${extraColumns ? `,\n  ${extraColumns}` : ''}
  from session s join "user" u on u.id = s.user_id where s.token = $1 and u.banned_at is null limit 1`;
const SESSION_SQL = sessionSql(null);

type SessionRow = AuthUserRow & { sessionId: string; expiresAt: Date | string };

/**
 * Columns a route reads with the session, in the same statement (one round trip less on a hot
 * path): SQL over the user row `u`, each aliased with the `extra_` prefix. Browse reads its
 * viewer this way (features/discovery). `name` names the prepared statement.
 */
export type SessionExtra = { name: string; columns: string };

const extraSql = new WeakMap<SessionExtra, string>();
const sqlWith = (extra: SessionExtra) => {
  let sql = extraSql.get(extra);
  if (sql === undefined) {
    if (!/^[a-z_]+$/.test(extra.name)) throw new Error(`unexpected session statement name ${extra.name}`);
    sql = sessionSql(extra.columns);
    extraSql.set(extra, sql);
  }
  return sql;
};

/** The session statement's name and text, with a route's columns or without (the bench sends the same). */
export const sessionStatement = (extra?: SessionExtra) =>
  extra ? { name: `patili_session_${extra.name}`, text: sqlWith(extra) } : { name: 'patili_session_user', text: SESSION_SQL };

/** The `extra_` columns of a session row, without their prefix. */
export const extraOf = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => key.startsWith('extra_')).map(([key, value]) => [key.slice(6), value]));

/** Whether a session row is valid and not yet due for Better Auth's daily expiry extension. */
const isFresh = (row: SessionRow, settings: SessionSettings, now: number) => {
  const expiresAt = new Date(row.expiresAt).getTime();
  return expiresAt > now && expiresAt - settings.expiresInMs + settings.updateAgeMs > now;
};

/**
 * Loads the session once per request (cached on the context). A hot path: every signed-in API call
 * comes here, so a valid, fresh session is read with one prepared query instead of Better Auth's
 * getSession pipeline; an expired session, or one due for its daily expiry extension, goes through
 * Better Auth, which cleans it up or slides it. With `extra`, a fresh session's query also reads
 * the route's columns (`c.get('sessionExtra')`); otherwise the route reads them itself.
 */
export const loadSession = async (c: Context<AppEnv>, extra?: SessionExtra): Promise<CurrentUser | null> => {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const { auth, database } = c.get('deps');
  const settings = await sessionSettings(auth);
  const token = readSignedSessionToken(c.req.header('cookie'), settings);
  let user: CurrentUser | null = null;
  if (token) {
    const statement = sessionStatement(extra);
    const [row] = await queryRows<SessionRow>(database, statement.name, statement.text, [token]);
    if (row && isFresh(row, settings, Date.now())) {
      user = toCurrentUser(row, row.sessionId);
      if (extra) c.set('sessionExtra', extraOf(row));
    } else if (row) {
      user = await sessionThroughBetterAuth(c);
    }
  }
  c.set('user', user);
  return user;
};

const sessionThroughBetterAuth = async (c: Context<AppEnv>): Promise<CurrentUser | null> => {
  const result = await c.get('deps').auth.api.getSession({ headers: c.req.raw.headers });
  return result ? toCurrentUser(result.user, result.session.id) : null;
};

/** The token of the request's signed session cookie, or null (no cookie, or a signature that does not match). */
export const sessionTokenOf = async (c: Context<AppEnv>): Promise<string | null> =>
  readSignedSessionToken(c.req.header('cookie'), await sessionSettings(c.get('deps').auth));

/**
 * The session as a route's own statement read it (`sessionStatement(extra).text` inside it, the
 * token as `$1`; see `requireAccessInStatement`), so the whole request is one round trip. A
 * fresh row gives the user (and the route's columns in `c.get('sessionExtra')`, `fromRow`); no row,
 * no user; a row due for Better Auth (expired, or its expiry slides) is loaded the ordinary way,
 * and then the route's columns were not read (`fromRow: false`).
 */
export const acceptSessionRow = async (
  c: Context<AppEnv>,
  row: Record<string, unknown> | undefined,
): Promise<{ user: CurrentUser | null; fromRow: boolean }> => {
  const settings = await sessionSettings(c.get('deps').auth);
  let user: CurrentUser | null = null;
  let fromRow = false;
  if (row) {
    const sessionRow = row as SessionRow;
    if (isFresh(sessionRow, settings, Date.now())) {
      user = toCurrentUser(sessionRow, sessionRow.sessionId);
      c.set('sessionExtra', extraOf(row));
      fromRow = true;
    } else {
      user = await sessionThroughBetterAuth(c);
    }
  }
  c.set('user', user);
  return { user, fromRow };
};

export const toActor = (user: CurrentUser): Actor => ({
  role: user.role,
  isAdmin: user.isAdmin,
  isVerified: user.isVerified,
  isActive: user.isActive,
});

/** The public shape of the user (no session id). */
export const toSessionUser = ({ sessionId: _sessionId, ...me }: CurrentUser): SessionUser => me;
