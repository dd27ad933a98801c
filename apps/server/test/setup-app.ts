import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';

import { openDatabase, type Database } from '../src/db/client.ts';
import { setLogLevel } from '../src/lib/logger.ts';
import { buildApp, TEST_APP_URL, type BuildAppOptions, type BuiltApp } from './build-app.ts';
import { TEST_NOW, testClock, type TestClock } from './clock.ts';
import { TestClient } from './http.ts';

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

export type TestApp = BuiltApp & {
  /** A new cookie-keeping HTTP client for this app (one per simulated browser). */
  client(options?: { locale?: 'tr' | 'en' }): TestClient;
};

export type TestAppOptions = BuildAppOptions;

/** Builds the whole app on a fresh database for one test file. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  setLogLevel('warn');
  const { database, drop } = await openTestDatabase();
  const built = buildApp(database, options, drop);
  return {
    ...built,
    client: (clientOptions) => new TestClient(built.app, { origin: TEST_APP_URL, locale: clientOptions?.locale ?? 'tr' }),
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

/**
 * A test file's app on a clock it moves (`AppDeps.now`), starting at `start` (TEST_NOW by
 * default): call it at the top of the file, as `useTestApp`.
 */
export const useClockedTestApp = (
  start: string | Date = TEST_NOW,
  options: Omit<TestAppOptions, 'now'> = {},
): { clock: TestClock; testApp: TestApp } => {
  const clock = testClock(start);
  return { clock, testApp: useTestApp({ ...options, now: clock.now }) };
};
