import type { RouteHandler } from '@hono/zod-openapi';

import type { AppEnv } from '../../lib/context.ts';
import { issueFormToken } from '../../lib/form-token.ts';
import { currentUser } from '../../lib/require-access.ts';
import { loadSession, toMe } from '../../lib/session.ts';
import type { getFormToken, getMe, selectRole, updatePreferences } from './accounts.routes.ts';
import { chooseRole, setLocale } from './accounts.service.ts';

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

export const updatePreferencesHandler: RouteHandler<typeof updatePreferences, AppEnv> = async (c) => {
  const user = currentUser(c);
  const { locale } = c.req.valid('json');
  await setLocale({ db: c.var.deps.database.db, userId: user.id, locale });
  return c.json({ user: toMe({ ...user, locale }) }, 200);
};

export const getFormTokenHandler: RouteHandler<typeof getFormToken, AppEnv> = (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ token: issueFormToken(c.var.deps.config.secret, Date.now()) }, 200);
};
