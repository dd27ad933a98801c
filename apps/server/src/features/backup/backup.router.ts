import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

import { snapshotPglite } from '../../db/snapshot.ts';
import { AppError } from '../../lib/app-error.ts';
import { carriesBackupToken } from '../../lib/backup-token.ts';
import { isLoopbackAddress } from '../../lib/client-address.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { logger } from '../../lib/logger.ts';
import { createSnapshotRoute } from './backup.routes.ts';

/**
 * A request made on this machine straight to the server: the connection's own address is loopback
 * and no proxy forwarded it (behind a proxy on this machine every visitor's connection is local,
 * and X-Forwarded-For is whatever the visitor wrote). TRUST_PROXY does not change this.
 */
const isDirectLocalRequest = (c: Context<AppEnv>): boolean => {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip'))
    return false;
  try {
    return isLoopbackAddress(getConnInfo(c).remote.address ?? '');
  } catch {
    // An in-process request (the tests') has no socket: it is this process's own.
    return true;
  }
};

export const backupRouter = createRouter().openapi(createSnapshotRoute, async (c) => {
  if (!isDirectLocalRequest(c)) throw new AppError('FORBIDDEN');
  const { config, database } = c.get('deps');
  if (!carriesBackupToken(config.secret, c.req.header('authorization')))
    throw new AppError('UNAUTHENTICATED');
  // On PostgreSQL the backup command dumps the database itself (pg_dump), whatever runs.
  if (!database.pglite) throw new AppError('CONFLICT');
  const snapshot = await snapshotPglite(database.pglite);
  logger.info(`backup: database snapshot handed out (${snapshot.size} bytes)`);
  return c.body(snapshot.stream(), 200, {
    'content-type': 'application/x-tar',
    'content-length': String(snapshot.size),
    'cache-control': 'no-store',
    // The backup command checks that the server it reached is the one holding its DATA_DIR's lock.
    'x-patili-pid': String(process.pid),
  });
});
