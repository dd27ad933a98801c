import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { issueFormToken } from '../../lib/form-token.ts';
import { currentUser } from '../../lib/require-access.ts';
import { loadSession, toMe } from '../../lib/session.ts';
import type {
  changePasswordRoute,
  deactivateRoute,
  deleteAccountRoute,
  getAccountRoute,
  getFormToken,
  getMe,
  reactivateRoute,
  selectRole,
  updatePreferences,
  updatePrivacyRoute,
  updateProfileRoute,
} from './accounts.routes.ts';
import {
  changePassword,
  chooseRole,
  deactivateAccount,
  deleteAccount,
  getAccount,
  reactivateAccount,
  setLocale,
  setProfileVisibility,
  updateProfile,
} from './accounts.service.ts';

export const getMeHandler: RouteHandler<typeof getMe, AppEnv> = async (c) => {
  const user = await loadSession(c);
  c.header('cache-control', 'no-store');
  return c.json({ user: user ? toMe(user) : null }, 200);
};

export const selectRoleHandler: RouteHandler<typeof selectRole, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { role } = c.req.valid('json');
  await chooseRole({ db: c.var.deps.database.db, userId: user.id, role });
  return c.json({ user: toMe({ ...user, role, targetPath: null }) }, 200);
};

export const updatePreferencesHandler: RouteHandler<typeof updatePreferences, AppEnv> = async (
  c,
) => {
  const user = currentUser(c);
  const { locale } = c.req.valid('json');
  await setLocale({ db: c.var.deps.database.db, userId: user.id, locale });
  return c.json({ user: toMe({ ...user, locale }) }, 200);
};

export const getFormTokenHandler: RouteHandler<typeof getFormToken, AppEnv> = (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ token: issueFormToken(c.var.deps.config.secret, Date.now()) }, 200);
};

/** Passes Better Auth's cookies (a new session, or the cleared one) on to the browser. */
const forwardCookies = (c: Context<AppEnv>, headers: Headers) => {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
};

export const getAccountHandler: RouteHandler<typeof getAccountRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  c.header('cache-control', 'no-store');
  return c.json(
    { account: await getAccount({ db: c.var.deps.database.db, userId: user.id }) },
    200,
  );
};

export const updateProfileHandler: RouteHandler<typeof updateProfileRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const account = await updateProfile({
    db: c.var.deps.database.db,
    storage: c.var.deps.storage,
    userId: user.id,
    input: c.req.valid('json'),
  });
  return c.json({ account }, 200);
};

export const changePasswordHandler: RouteHandler<typeof changePasswordRoute, AppEnv> = async (
  c,
) => {
  const user = currentUser(c);
  const { currentPassword, newPassword } = c.req.valid('json');
  const headers = await changePassword({
    db: c.var.deps.database.db,
    auth: c.var.deps.auth,
    userId: user.id,
    headers: c.req.raw.headers,
    currentPassword,
    newPassword,
  });
  forwardCookies(c, headers);
  return c.json({ updated: true as const }, 200);
};

export const updatePrivacyHandler: RouteHandler<typeof updatePrivacyRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { profileVisibility } = c.req.valid('json');
  return c.json(
    {
      account: await setProfileVisibility({
        db: c.var.deps.database.db,
        userId: user.id,
        profileVisibility,
      }),
    },
    200,
  );
};

export const deactivateHandler: RouteHandler<typeof deactivateRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const headers = await deactivateAccount({
    db: c.var.deps.database.db,
    auth: c.var.deps.auth,
    userId: user.id,
    headers: c.req.raw.headers,
  });
  forwardCookies(c, headers);
  return c.json({ signedOut: true as const }, 200);
};

/**
 * `requireAccess` refuses inactive accounts, so reactivation checks by hand: a session (401) of a
 * verified user (403); the service decides whether this account may come back.
 */
export const reactivateHandler: RouteHandler<typeof reactivateRoute, AppEnv> = async (c) => {
  const user = await loadSession(c);
  if (!user) throw new AppError('UNAUTHENTICATED', { messageKey: 'errors:UNAUTHENTICATED' });
  if (!user.isVerified) throw new AppError('FORBIDDEN', { messageKey: 'errors:FORBIDDEN' });
  await reactivateAccount({ db: c.var.deps.database.db, userId: user.id });
  return c.json({ user: toMe({ ...user, isActive: true }) }, 200);
};

export const deleteAccountHandler: RouteHandler<typeof deleteAccountRoute, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { password } = c.req.valid('json');
  const headers = await deleteAccount({
    db: c.var.deps.database.db,
    auth: c.var.deps.auth,
    storage: c.var.deps.storage,
    userId: user.id,
    headers: c.req.raw.headers,
    password,
  });
  forwardCookies(c, headers);
  return c.json({ signedOut: true as const }, 200);
};
