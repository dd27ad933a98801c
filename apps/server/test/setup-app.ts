import { afterAll, beforeAll } from 'vitest';

import { setLogLevel } from '../src/lib/logger.ts';
import { buildApp, TEST_APP_URL, type BuildAppOptions, type BuiltApp } from './build-app.ts';
import { TEST_NOW, testClock, type TestClock } from './clock.ts';
import { borrowTestDatabase } from './database-pool.ts';
import { TestClient } from './http.ts';

export type TestApp = BuiltApp & {
  /** A new cookie-keeping HTTP client for this app (one per simulated browser). */
  client(options?: { locale?: 'tr' | 'en' }): TestClient;
};

export type TestAppOptions = BuildAppOptions;

/**
 * Builds the whole app on a database at the migrated state, borrowed from this worker's
 * (test/database-pool.ts); closing the app gives the database back.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  setLogLevel('warn');
  const built = buildApp(await borrowTestDatabase(), options);
  return {
    ...built,
    client: (clientOptions) => new TestClient(built.app, { origin: TEST_APP_URL, locale: clientOptions?.locale ?? 'tr' }),
  };
};

/**
 * The app of one test file: built on a database at the migrated state before its tests
 * (`beforeAll`) and closed after them (`afterAll`). Call it at the top of the file; its members
 * read the built app, so they may only be used inside hooks and tests.
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
