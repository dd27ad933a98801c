import { snapshotPglite } from '../../db/snapshot.ts';
import { AppError } from '../../lib/app-error.ts';
import { carriesBackupToken } from '../../lib/backup-token.ts';
import { isDirectLocalRequest } from '../../lib/client-address.ts';
import { createRouter } from '../../lib/create-router.ts';
import { logger } from '../../lib/logger.ts';
import { createSnapshotRoute } from './backup.routes.ts';

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
