import { serve } from '@hono/node-server';
import { REALTIME_CLOSE_CODES } from '@patili/domain/chat';

import { loadEnv } from './env.ts';
import { createSocketServer } from './features/realtime/socket.ts';
import { logger, setLogLevel } from './lib/logger.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';
import { buildServer } from './server.ts';

const env = loadEnv();
setLogLevel(env.LOG_LEVEL);

const started = Date.now();
const server = await buildServer(env);
const { config, database } = server.deps;

// `GET /api/realtime` upgrades to a WebSocket on the same port (STACK.md §7).
const sockets = createSocketServer();
const http = serve({ fetch: server.app.fetch, port: env.PORT, hostname: env.HOST, websocket: { server: sockets } }, (info) => {
  logger.info(`Patili is running on ${config.appUrl} (port ${info.port}, ${database.kind}, ready in ${Date.now() - started} ms)`);
  logger.info(`API reference: ${config.appUrl}/api/docs`);
  if (config.outbox) logger.info(`Developer outbox (mail and SMS): ${config.appUrl}/#/dev/outbox`);
  if (server.admin.created) {
    logger.info(
      server.admin.generated
        ? `Admin account created: ${server.admin.email} / ${server.admin.password}  (shown once; set ADMIN_PASSWORD to choose it)`
        : `Admin account ready: ${server.admin.email}`,
    );
  }
  if (env.SEED_DEMO) {
    logger.info(`Demo logins (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => `${u.email} (${u.role})`).join(', ')}`);
  }
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: shutting down`);
  // Open sockets would hold the HTTP server open: their clients are told to reconnect (elsewhere).
  for (const socket of sockets.clients) socket.close(REALTIME_CLOSE_CODES.restart, 'server stopping');
  http.close(() => {
    server
      .close()
      .catch((error: unknown) => logger.error('closing the database failed', error))
      .finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
