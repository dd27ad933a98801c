import { can, type Permission } from '@patili/domain/access';
import { createMiddleware } from 'hono/factory';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { loadSession, toActor, type SessionExtra } from './session.ts';

/**
 * Route middleware: 401 without a session, 403 unless the user holds the permission (see
 * `PERMISSIONS` in @patili/domain/access). Every non-public route states one. `with` reads a
 * route's own columns in the session's statement (lib/session.ts `SessionExtra`).
 */
export const requireAccess = (permission: Permission, options?: { with: SessionExtra }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await loadSession(c, options?.with);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!can(toActor(user), permission)) throw new AppError('FORBIDDEN');
    await next();
  });

/** Reads the user a `requireAccess` middleware has already loaded. */
export const currentUser = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
};
