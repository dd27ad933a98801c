import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e folder, whatever the runner's working directory. */
const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));
const SERVER_DIR = join(E2E_DIR, '..', 'apps', 'server');
/** The server built to plain JavaScript (apps/server/scripts/build.ts), as production runs it. */
const SERVER_ENTRY = join(SERVER_DIR, 'dist', 'index.mjs');
/** A migrated embedded database with the admin, made once a run and copied for each server. */
const TEMPLATE_DIR = join(E2E_DIR, '.tmp', 'template');

/** The admin every server starts with (`ensureAdmin`), for the specs that sign in as the admin. */
export const E2E_ADMIN = { email: 'admin@patili.app', password: 'Admin-e2e-123' } as const;

/** How long a server may take to answer its health check (migrations on a fresh embedded database, on a busy machine). */
const START_TIMEOUT_MS = 180_000;

export type E2EServer = { url: string; stop: () => Promise<void> };

/** A port nothing listens on now, from the system (listen on 0, read it, close). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Builds the server into plain JavaScript (started with `node`: about 1 CPU-second instead of 3–4
 * for compiling TypeScript at each start), then starts it once on an empty data folder and stops
 * it: the migrated embedded database, the admin and the secret it leaves are copied for every
 * worker's server (`startServer`), instead of each creating and migrating its own (5 CPU-seconds).
 * Run once a test run, by the Playwright global setup.
 */
export const prepareServers = async () => {
  execFileSync(process.execPath, ['--import', 'tsx', join(SERVER_DIR, 'scripts', 'build.ts')], { stdio: 'inherit' });
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const server = await launch(TEMPLATE_DIR);
  await server.stop();
};

/**
 * Starts the app (the built web and the API) on a free port with an embedded database of its own,
 * a copy of the one `prepareServers` made, as `npm start` would but without the demo set, and
 * resolves once it answers its health check. Each Playwright worker has one, so tests that set the
 * server's clock never meet another test.
 */
export const startServer = async (): Promise<E2EServer> => {
  const dataDir = join(E2E_DIR, '.tmp', `server-${process.pid}-${Date.now()}`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  const server = await launch(dataDir);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** Starts the built server on `dataDir` and a free port, once it answers its health check. */
const launch = async (dataDir: string): Promise<E2EServer> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: E2E_DIR,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AUTH_RATE_LIMIT: 'false',
      // A salted scrypt at a test's cost: Better Auth's own took 0.13 CPU-seconds for each of the
      // hundreds of people the tests make and sign in (the server tests cover the real one).
      PASSWORD_HASH: 'fast',
      // The security specs' attacker comes from its own address (X-Forwarded-For), apart from the admin's.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const errors: string[] = [];
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    errors.push(text);
    if (errors.length > 200) errors.shift();
    process.stderr.write(`[server ${port}] ${text}`);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(killer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the e2e server on port ${port} stopped while starting:\n${errors.join('')}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e server on port ${port} did not answer within ${START_TIMEOUT_MS / 1000} s:\n${errors.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
