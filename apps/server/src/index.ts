import type { Server as HttpServer } from 'node:http';

import { serve } from '@hono/node-server';
import { REALTIME_CLOSE_CODES } from '@patili/domain/chat';

import { loadEnv, type Env } from './env.ts';
import { createSocketServer } from './features/realtime/socket.ts';
import { trackConnections } from './lib/connections.ts';
import { createLifecycle } from './lib/lifecycle.ts';
import { configureLogger, logger } from './lib/logger.ts';
import { startingFetch } from './lib/starting-app.ts';
import { StartupError } from './lib/startup-error.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.ts';
import { buildServer, type Server } from './server.ts';

/**
 * The server process: reads the environment, takes the port first (so a port in use stops it
 * before anything is migrated), answers "starting" there while it waits for the database,
 * migrates and builds the app, then serves until SIGTERM or SIGINT, when it drains (see `stop`).
 * A configuration it cannot run with ends it with one log line and exit code 1.
 */
const fail = (error: unknown): never => {
  if (error instanceof StartupError) logger.error(error.message, { setting: error.setting });
  else if (error instanceof Error && error.message.startsWith('Invalid environment:')) logger.error(error.message.replace(/\n\s*/g, ' '));
  else logger.error('the server could not start', error);
  process.exit(1);
};

const listen = (env: Env, fetch: (request: Request, bindings: unknown) => Response | Promise<Response>, sockets: ReturnType<typeof createSocketServer>) =>
  new Promise<HttpServer>((resolve, reject) => {
    const http = serve({ fetch, port: env.PORT, hostname: env.HOST, websocket: { server: sockets } }) as HttpServer;
    http.once('listening', () => resolve(http));
    http.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') reject(new StartupError('PORT', `port ${env.PORT} on ${env.HOST} is already in use by another program`, 'Stop that program, or set PORT to a free port'));
      else if (error.code === 'EACCES') reject(new StartupError('PORT', `this user may not listen on port ${env.PORT}`, 'Set PORT to 1024 or above, or run behind a reverse proxy'));
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') reject(new StartupError('HOST', `${env.HOST} is not an address of this machine`, 'Set HOST to 127.0.0.1, 0.0.0.0 or an address of this machine'));
      else reject(error);
    });
  });

/** A second signal within this is the first one arriving twice, not a request to hurry. */
const REPEATED_SIGNAL_MS = 1000;

const main = async () => {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    return fail(error);
  }
  configureLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT });
  const started = Date.now();
  const lifecycle = createLifecycle();
  let server: Server | null = null;

  // `GET /api/realtime` upgrades to a WebSocket on the same port.
  const sockets = createSocketServer();
  const http = await listen(env, (request, bindings) => (server ? server.app.fetch(request, bindings) : startingFetch(request)), sockets).catch(fail);
  const connections = trackConnections(http);

  let stoppingSince: number | null = null;
  /**
   * A graceful stop: readiness turns 503 and every answer says `Connection: close`; the port stops
   * taking connections; WebSockets close with 1012 (their clients reconnect, elsewhere); the
   * requests in flight are answered, within SHUTDOWN_TIMEOUT_MS; then the jobs, the live updates
   * and the database stop. Exit code 0, or 1 when the deadline cut requests.
   */
  const stop = async (signal: string) => {
    if (stoppingSince !== null) {
      // The same signal twice at once is one stop: Ctrl-C reaches both npm and the server, and npm
      // passes its own on. A signal a moment later is someone asking to stop now.
      if (Date.now() - stoppingSince < REPEATED_SIGNAL_MS) return;
      logger.warn(`${signal} again: stopping at once`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    lifecycle.markStopping();
    logger.info(`${signal}: stopping; answering the requests in flight (up to ${env.SHUTDOWN_TIMEOUT_MS} ms)`);
    if (!server) {
      logger.info('stopped during start-up');
      process.exit(1);
    }
    for (const socket of sockets.clients) socket.close(REALTIME_CLOSE_CODES.restart, 'server stopping');
    const { forced, cut } = await connections.drain(env.SHUTDOWN_TIMEOUT_MS);
    if (forced) logger.warn(`the deadline came first: ${cut} connection(s) cut with requests unanswered`);
    else logger.info('every request answered; connections closed');
    try {
      await server.close((step) => logger.info(step));
      logger.info('stopped');
    } catch (error) {
      logger.error('stopping failed', error);
      process.exit(1);
    }
    process.exit(forced ? 1 : 0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    server = await buildServer(env, { lifecycle });
  } catch (error) {
    http.close();
    return fail(error);
  }
  const { config, database, metrics } = server.deps;
  metrics.collectProcess();
  metrics.watchConnections({ http: () => connections.count(), websocket: () => sockets.clients.size });

  const port = (http.address() as { port: number } | null)?.port ?? env.PORT;
  logger.info(`Patili is running on ${config.appUrl} (port ${port}, ${database.kind}, ready in ${Date.now() - started} ms)`, { port, database: database.kind });
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
};

await main();
