import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

import { createApp } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createDeps } from '../src/deps.ts';
import type { AuthRateLimits } from '../src/lib/auth.ts';
import type { AppDeps, ServerConfig } from '../src/lib/context.ts';
import { setLogLevel } from '../src/lib/logger.ts';
import { createStorage } from '../src/lib/storage/create-storage.ts';
import { TestClient } from './http.ts';

export const TEST_APP_URL = 'http://localhost:3000';

/** Rate limits high enough that ordinary tests never meet them (one test turns them down). */
export const RELAXED_RATE_LIMITS: AuthRateLimits = {
  enabled: true,
  signIn: 1000,
  signUp: 1000,
  sendCode: 1000,
  passwordReset: 1000,
  general: 10_000,
};

/** A fresh database for this test file: PGlite from the migrated dump, or a clone on real PostgreSQL. */
const openTestDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const databaseUrl = inject('databaseUrl');
  if (databaseUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name} template patili_template`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl.replace(/\/postgres$/, `/${name}`), poolSize: 4 });
    return {
      database,
      drop: async () => {
        const dropper = new pg.Client({ connectionString: databaseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) });
  return { database, drop: async () => {} };
};

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** A new cookie-keeping HTTP client for this app (one per simulated browser). */
  client(options?: { locale?: 'tr' | 'en' }): TestClient;
  close(): Promise<void>;
};

export type TestAppOptions = {
  rateLimits?: Partial<AuthRateLimits>;
  config?: Partial<ServerConfig>;
};

/** Builds the whole app on a fresh database for one test file. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  setLogLevel('warn');
  const { database, drop } = await openTestDatabase();
  const secret = 'test-secret-test-secret-test-secret-0123';
  const config: ServerConfig = {
    production: false,
    appUrl: TEST_APP_URL,
    secret,
    adminEmail: 'admin@patili.app',
    supportEmail: 'support@patili.app',
    outbox: true,
    trustProxy: false,
    webDist: null,
    socialProviders: { google: false, facebook: false },
    ...options.config,
  };
  // Uploads of this test app go to their own temp dir, removed on close.
  const uploadsDir = mkdtempSync(join(tmpdir(), 'patili-test-uploads-'));
  const storage = createStorage({ kind: 'local', rootDir: uploadsDir });
  const deps = createDeps({
    database,
    config,
    storage,
    mail: { mailFrom: 'Patili <no-reply@patili.app>' },
    trustedOrigins: [TEST_APP_URL],
    rateLimits: { ...RELAXED_RATE_LIMITS, ...options.rateLimits },
    social: {},
  });
  const app = createApp(deps);
  return {
    app,
    deps,
    client: (clientOptions) => new TestClient(app, { origin: TEST_APP_URL, locale: clientOptions?.locale ?? 'tr' }),
    close: async () => {
      await database.close();
      await drop();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
};

/**
 * The app of one test file: built on a fresh database before its tests (`beforeAll`) and closed
 * after them (`afterAll`). Call it at the top of the file; its members read the built app, so
 * they may only be used inside hooks and tests.
 */
export const useTestApp = (options: TestAppOptions = {}): TestApp => {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(options);
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app is built in beforeAll; use it inside hooks and tests');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    client: (clientOptions) => current().client(clientOptions),
    close: () => current().close(),
  };
};
