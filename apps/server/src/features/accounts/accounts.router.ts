import type { Context } from 'hono';

import { AppError } from '../../lib/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { currentUser } from '../../lib/require-access.ts';
import { loadSession, toSessionUser } from '../../lib/session.ts';
import {
  changePasswordRoute,
  chooseRoleRoute,
  deactivateAccountRoute,
  deleteAccountRoute,
  getAccountRoute,
  getSessionRoute,
  reactivateAccountRoute,
  setLocaleRoute,
  setProfileVisibilityRoute,
  updateProfileRoute,
} from './accounts.routes.ts';
import { chooseRole, getAccount, setLocale, setProfileVisibility, updateProfile } from './accounts.service.ts';
import { deactivateAccount, deleteAccount, reactivateAccount } from './lifecycle.service.ts';
import { changePassword } from './password.service.ts';

/** Passes Better Auth's cookies (a new session, or the cleared one) on to the browser. */
const forwardCookies = (c: Context<AppEnv>, headers: Headers) => {
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
};

export const accountsRouter = createRouter()
  .openapi(getSessionRoute, async (c) => {
    const user = await loadSession(c);
    c.header('cache-control', 'no-store');
    return c.json({ user: user ? toSessionUser(user) : null }, 200);
  })
  .openapi(chooseRoleRoute, async (c) => {
    const user = currentUser(c);
    const { role } = c.req.valid('json');
    await chooseRole({ db: c.get('deps').database.db, userId: user.id, role });
    return c.json({ user: toSessionUser({ ...user, role, targetPath: null }) }, 200);
  })
  .openapi(setLocaleRoute, async (c) => {
    const user = currentUser(c);
    const { locale } = c.req.valid('json');
    await setLocale({ db: c.get('deps').database.db, userId: user.id, locale });
    return c.json({ user: toSessionUser({ ...user, locale }) }, 200);
  })
  .openapi(getAccountRoute, async (c) => {
    const account = await getAccount({ db: c.get('deps').database.db, userId: currentUser(c).id });
    c.header('cache-control', 'no-store');
    return c.json({ account }, 200);
  })
  .openapi(updateProfileRoute, async (c) => {
    const { database, storage, accountHooks, limits } = c.get('deps');
    const account = await updateProfile({
      db: database.db,
      storage,
      hooks: accountHooks,
      limits,
      userId: currentUser(c).id,
      input: c.req.valid('json'),
    });
    return c.json({ account }, 200);
  })
  .openapi(setProfileVisibilityRoute, async (c) => {
    const { profileVisibility } = c.req.valid('json');
    const account = await setProfileVisibility({ db: c.get('deps').database.db, userId: currentUser(c).id, profileVisibility });
    return c.json({ account }, 200);
  })
  .openapi(changePasswordRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const headers = await changePassword({
      db: c.get('deps').database.db,
      auth: c.get('deps').auth,
      userId: currentUser(c).id,
      headers: c.req.raw.headers,
      currentPassword,
      newPassword,
      ipAddress: clientAddress(c),
    });
    forwardCookies(c, headers);
    return c.json({ updated: true as const }, 200);
  })
  .openapi(deactivateAccountRoute, async (c) => {
    const { database, auth } = c.get('deps');
    forwardCookies(c, await deactivateAccount({ db: database.db, auth, userId: currentUser(c).id, headers: c.req.raw.headers }));
    return c.json({ signedOut: true as const }, 200);
  })
  .openapi(reactivateAccountRoute, async (c) => {
    const user = await loadSession(c);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!user.isVerified) throw new AppError('FORBIDDEN');
    await reactivateAccount({ db: c.get('deps').database.db, userId: user.id });
    return c.json({ user: toSessionUser({ ...user, isActive: true }) }, 200);
  })
  .openapi(deleteAccountRoute, async (c) => {
    const { database, auth, storage, accountHooks } = c.get('deps');
    const headers = await deleteAccount({
      db: database.db,
      auth,
      storage,
      hooks: accountHooks,
      userId: currentUser(c).id,
      headers: c.req.raw.headers,
      password: c.req.valid('json').password,
      ipAddress: clientAddress(c),
    });
    forwardCookies(c, headers);
    return c.json({ signedOut: true as const }, 200);
  });
