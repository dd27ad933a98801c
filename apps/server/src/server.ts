import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { SUPPORT_EMAIL } from '@patili/domain/shared';

import { createApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateOnce, waitForDatabase } from './db/startup.ts';
import type { Env } from './env.ts';
import { createDeps } from './deps.ts';
import { JOBS } from './features/index.ts';
import { startRealtime } from './features/realtime/realtime.service.ts';
import { backfillSharedPoints } from './lib/locations/locations.ts';
import { createAiClient } from './lib/ai/ai-client.ts';
import { settleAllAfterResponse } from './lib/after-response.ts';
import { createAdjustableClock } from './lib/clock.ts';
import { PRODUCTION_AUTH_RATE_LIMITS } from './lib/auth.ts';
import { fastPasswordHasher } from './lib/fast-password-hasher.ts';
import { startJobs } from './lib/jobs.ts';
import type { AppDeps, ServerConfig } from './lib/context.ts';
import { prepareDataDir } from './lib/data-dir.ts';
import type { Lifecycle } from './lib/lifecycle.ts';
import { logger } from './lib/logger.ts';
import { resolveSecret } from './lib/secret.ts';
import { createStorage, localUploadsDir } from './lib/storage/create-storage.ts';
import { ensureAdmin, type EnsureAdminResult } from './seed/admin.ts';
import { seedDemo } from './seed/demo.ts';

/** The web build next to this workspace (apps/web/dist). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const socialKeys = (id: string | undefined, secret: string | undefined) =>
  id && secret ? { clientId: id, clientSecret: secret } : undefined;

export type Server = {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  admin: EnsureAdminResult;
  demoSeeded: boolean;
  /** Stops the live updates, the jobs and the database, in that order, telling `log` each step. */
  close(log?: (step: string) => void): Promise<void>;
};

/**
 * Opens the database (PGlite under DATA_DIR, or PostgreSQL from DATABASE_URL, waited for up to
 * DB_CONNECT_TIMEOUT_MS), applies the migrations and makes sure an admin exists (once, whichever
 * process of several gets there first), seeds the demo set, and builds the app. A configuration it
 * cannot start with is a `StartupError`, thrown before anything is written.
 */
export type BuildOptions = {
  /** The web build to serve (null: the API only); WEB_DIST or apps/web/dist unless given. */
  webDist?: string | null;
  /** The process's lifecycle, which its signals move (the readiness probe reads it). */
  lifecycle?: Lifecycle;
};

export const buildServer = async (env: Env, options: BuildOptions = {}): Promise<Server> => {
  const dataDir = resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const localUploads = !env.S3_BUCKET;
  // DATA_DIR holds the embedded database, the uploads on disk and the generated secret.
  if (!env.DATABASE_URL || localUploads || !env.AUTH_SECRET) prepareDataDir(dataDir);
  const secret = resolveSecret(env.AUTH_SECRET, dataDir);

  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite-dir', dataDir: join(dataDir, 'pglite') },
  );
  try {
    return await buildOn(database, { env, dataDir, production, appUrl, secret, options });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
};

type Settings = { env: Env; dataDir: string; production: boolean; appUrl: string; secret: string; options: BuildOptions };

const buildOn = async (database: Database, { env, dataDir, production, appUrl, secret, options }: Settings): Promise<Server> => {
  if (env.DATABASE_URL) await waitForDatabase(database, { url: env.DATABASE_URL, timeoutMs: env.DB_CONNECT_TIMEOUT_MS });

  const google = socialKeys(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const facebook = socialKeys(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET);

  const webDist = options.webDist === undefined ? (env.WEB_DIST ? resolve(env.WEB_DIST) : DEFAULT_WEB_DIST) : options.webDist;
  const hasWeb = webDist !== null && existsSync(join(webDist, 'index.html'));
  if (webDist !== null && !hasWeb) logger.warn(`no web build at ${webDist}: serving the API only (run npm run build)`);

  const config: ServerConfig = {
    production,
    appUrl,
    secret,
    adminEmail: env.ADMIN_EMAIL.toLowerCase(),
    supportEmail: SUPPORT_EMAIL,
    outbox: !production,
    outboxRemote: env.OUTBOX_REMOTE,
    trustedOrigins: env.TRUSTED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    webDist: hasWeb ? webDist : null,
    socialProviders: { google: Boolean(google), facebook: Boolean(facebook) },
    metricsToken: env.METRICS_TOKEN,
  };
  const storage = createStorage(
    env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : { kind: 'local', rootDir: localUploadsDir(dataDir) },
  );
  const deps = createDeps({
    database,
    config,
    storage,
    mail: { smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, smsWebhookUrl: env.SMS_WEBHOOK_URL },
    rateLimits: { ...PRODUCTION_AUTH_RATE_LIMITS, enabled: env.AUTH_RATE_LIMIT },
    social: { google, facebook },
    // Outside production the test controls may move the rules' clock (`/api/testing/clock`).
    testClock: production ? null : createAdjustableClock(),
    ...(env.PASSWORD_HASH === 'fast' ? { passwordHasher: fastPasswordHasher } : {}),
    ai: createAiClient({ aiBaseUrl: env.AI_BASE_URL, aiApiKey: env.AI_API_KEY, aiModel: env.AI_MODEL, aiTimeoutMs: env.AI_TIMEOUT_MS }),
    ...(options.lifecycle ? { lifecycle: options.lifecycle } : {}),
  });
  const { auth } = deps;

  const admin = await migrateOnce(database, async () => {
    await backfillSharedPoints(database.db);
    return ensureAdmin({ db: database.db, auth }, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, production });
  });
  // The demo set's passwords are published: never in production, whatever the environment says.
  const demo = env.SEED_DEMO && !production ? await seedDemo(deps) : { seeded: false };

  // The booking expiry and any other interval work: stopped (and awaited) before the database closes.
  const jobs = startJobs(JOBS, deps);
  // What falls due at a time the test controls moved to (an expired request) happens at once.
  deps.testClock?.onMove(() => jobs.runNow());
  // Live updates: this process's sockets hear the changes of every process (features/realtime).
  const realtime = await startRealtime(deps);
  return {
    deps,
    app: createApp(deps),
    admin,
    demoSeeded: demo.seeded,
    close: async (log = () => undefined) => {
      await realtime.stop();
      log('live updates stopped');
      await jobs.stop();
      log('jobs stopped');
      // A broadcast's delivery or a data export a request started after its answer.
      await settleAllAfterResponse();
      await deps.security.idle();
      await database.close();
      log('database closed');
    },
  };
};
