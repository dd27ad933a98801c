import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createDeps } from '../src/deps.ts';
import type { AiClient } from '../src/lib/ai/ai-client.ts';
import type { AuthRateLimits } from '../src/lib/auth.ts';
import { createAdjustableClock } from '../src/lib/clock.ts';
import type { AppDeps, ServerConfig } from '../src/lib/context.ts';
import { localServerConfig } from '../src/lib/local-server-config.ts';
import { REQUEST_LIMITS, type RequestLimitName, type RequestLimitSetting } from '../src/lib/request-limits.ts';
import { fastPasswordHasher } from '../src/lib/fast-password-hasher.ts';
import { createStorage } from '../src/lib/storage/create-storage.ts';
import { TEST_SECRET, testMailOptions } from './deps-options.ts';

/**
 * The app as the tests and the long fuzz run build it, without vitest (test/setup-app.ts adds the
 * borrowed database and the hooks; bench/fuzz.ts calls this directly).
 */

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

/** Per-user limits high enough that ordinary tests never meet them (the tests of a limit set theirs). */
export const RELAXED_REQUEST_LIMITS = Object.fromEntries(
  Object.keys(REQUEST_LIMITS).map((name) => [name, { points: 10_000, windowSeconds: 60 }]),
) as Record<RequestLimitName, RequestLimitSetting>;

export type BuildAppOptions = {
  rateLimits?: Partial<AuthRateLimits>;
  requestLimits?: Partial<Record<RequestLimitName, RequestLimitSetting>>;
  config?: Partial<ServerConfig>;
  /** The rules' clock (`AppDeps.now`): a test that moves time passes its own (`test/clock.ts`). */
  now?: () => Date;
  /** The model client (`test/ai-server.ts` gives one on a local server); none by default. */
  ai?: AiClient | null;
  /**
   * How the app hashes passwords: the tests' cheap salted scrypt (`lib/fast-password-hasher.ts`, the
   * default), or Better Auth's own, for users who sign in at a real server process too.
   */
  passwordHash?: 'test' | 'better-auth';
  /** Where uploads go, kept on close (a backup test's DATA_DIR/uploads); a temp folder removed on close by default. */
  uploadsDir?: string;
};

export type BuiltApp = {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Closes the database, runs `dropDatabase` and removes the uploads folder. */
  close(): Promise<void>;
};

/** Builds the whole app on `database` with the test settings; uploads go to a temp folder. */
export const buildApp = (
  database: Database,
  options: BuildAppOptions = {},
  dropDatabase: () => Promise<void> = async () => {},
): BuiltApp => {
  const config: ServerConfig = {
    ...localServerConfig({ appUrl: TEST_APP_URL, secret: TEST_SECRET }),
    ...options.config,
  };
  const uploadsDir = options.uploadsDir ?? mkdtempSync(join(tmpdir(), 'patili-test-uploads-'));
  const deps = createDeps({
    database,
    config,
    storage: createStorage({ kind: 'local', rootDir: uploadsDir }),
    mail: testMailOptions(config.production),
    rateLimits: { ...RELAXED_RATE_LIMITS, ...options.rateLimits },
    requestLimits: { ...RELAXED_REQUEST_LIMITS, ...options.requestLimits },
    social: {},
    // A production-mode test app keeps Better Auth's own hash (createDeps refuses another there).
    ...(config.production || options.passwordHash === 'better-auth' ? {} : { passwordHasher: fastPasswordHasher }),
    // A test that moves time itself passes `now`; otherwise the app has the test controls' clock,
    // as a development server has (never in production).
    ...(options.now ? { now: options.now } : config.production ? {} : { testClock: createAdjustableClock() }),
    ...(options.ai ? { ai: options.ai } : {}),
  });
  return {
    app: createApp(deps),
    deps,
    close: async () => {
      // The detectors' background work (lib/security) ends before its database closes.
      await deps.security.idle();
      await database.close();
      await dropDatabase();
      if (!options.uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
};
