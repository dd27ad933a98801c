import type { MeUser } from '@patili/domain/accounts';
import { isSelectableRole, readRole, type Actor } from '@patili/domain/access';
import { isLocale } from '@patili/domain/i18n';
import type { Context } from 'hono';

import type { AppEnv } from './context.ts';

/** The signed-in user as the server works with it. */
export type SessionUser = MeUser & { sessionId: string };

type AuthUserRow = Record<string, unknown> & {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image?: string | null;
};

/** Reads Better Auth's user (with Patili's fields) into the app's shape. */
export const toSessionUser = (user: AuthUserRow, sessionId: string): SessionUser => {
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

/** Loads the session once per request (cached on the context). */
export const loadSession = async (c: Context<AppEnv>): Promise<SessionUser | null> => {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  const user = result ? toSessionUser(result.user, result.session.id) : null;
  c.set('user', user);
  return user;
};

export const toActor = (user: SessionUser): Actor => ({
  role: user.role,
  isAdmin: user.isAdmin,
  isVerified: user.isVerified,
  isActive: user.isActive,
});

/** The public shape of the user (no session id). */
export const toMe = ({ sessionId: _sessionId, ...me }: SessionUser): MeUser => me;
