import { can, type Permission } from '@patili/domain/access';
import { msg, type MessageKey } from '@patili/domain/i18n';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

import { AppError } from './app-error.ts';
import type { AppEnv, CurrentUser } from './context.ts';
import { acceptSessionRow, loadSession, sessionTokenOf, toActor, type SessionExtra } from './session.ts';

/**
 * Route middleware: 401 without a session, 403 unless the user holds the permission (see
 * `PERMISSIONS` in @patili/domain/access). Every non-public route states one. `with` reads a
 * route's own columns in the session's statement (lib/session.ts `SessionExtra`). `hidden`
 * answers a user without the permission 404 with that message instead, as the route answers
 * someone else's record: on one record's route, a 403 would tell an outsider it exists.
 */
export const requireAccess = (permission: Permission, options?: { with?: SessionExtra; hidden?: MessageKey }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await loadSession(c, options?.with);
    if (!user) throw new AppError('UNAUTHENTICATED');
    if (!can(toActor(user), permission))
      throw options?.hidden ? new AppError('NOT_FOUND', { messageKey: options.hidden }) : new AppError('FORBIDDEN');
    await next();
  });

/**
 * `requireAccess`'s option on a route of one booking (its actions, walk, payment): a user whose
 * role may not do it is told, as an outsider is, that the booking does not exist.
 */
export const ON_A_BOOKING = { hidden: msg('bookings:notFound') } as const;

/**
 * `requireAccess` for a hot route that reads the session inside its own statement, so a request
 * is one round trip: the middleware only checks that the request carries a signed session cookie
 * (401 otherwise) and leaves its token in `c.get('sessionToken')`; the route's statement reads the
 * session by it (`sessionStatement(extra).text`, the token as `$1`), and the route hands the row
 * to `admitSession`, which answers 401 and 403 as `requireAccess` does, before anything it read
 * is used.
 */
export const requireAccessInStatement = (permission: Permission) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const token = await sessionTokenOf(c);
    if (!token) {
      c.set('user', null);
      throw new AppError('UNAUTHENTICATED');
    }
    c.set('sessionToken', token);
    c.set('access', permission);
    await next();
  });

/**
 * The user of a session row a route's statement read (`requireAccessInStatement`): 401 without a
 * session, 403 without the route's permission. `fromRow` is false when the session went through
 * Better Auth (expired or sliding), and then the route's own columns were not read with it.
 */
export const admitSession = async (c: Context<AppEnv>, row: Record<string, unknown> | undefined) => admitted(c, await acceptSessionRow(c, row));

/**
 * The same for a request of such a route that reads the session on its own after all (its own
 * statement is planned for each request, where a bigger statement costs more than the round trip
 * saves): the session statement with the route's columns, as `requireAccess(…, { with })` reads it.
 */
export const admitSessionRead = async (c: Context<AppEnv>, extra: SessionExtra) => {
  const user = await loadSession(c, extra);
  return admitted(c, { user, fromRow: user !== null && c.get('sessionExtra') !== undefined });
};

const admitted = (c: Context<AppEnv>, { user, fromRow }: { user: CurrentUser | null; fromRow: boolean }) => {
  const permission = c.get('access');
  if (permission === undefined) throw new Error('admitting a session needs requireAccessInStatement on the route');
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!can(toActor(user), permission)) throw new AppError('FORBIDDEN');
  return { user, fromRow };
};

/** Reads the user a `requireAccess` middleware has already loaded. */
export const currentUser = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
};
