import { checkSignUp } from './features/auth/sign-up.ts';
import { ACCOUNT_HOOKS, NOTIFICATION_RENDERERS, PRIVACY_PARTS } from './features/index.ts';
import type { Database } from './db/client.ts';
import { createAuth, type AuthRateLimits, type PasswordHasher, type SocialKeys } from './lib/auth.ts';
import type { AiClient } from './lib/ai/ai-client.ts';
import type { AdjustableClock } from './lib/clock.ts';
import type { AppDeps, ServerConfig } from './lib/context.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { createMetrics } from './lib/metrics.ts';
import { trustedOrigins } from './lib/origins.ts';
import { createMessenger, type MessengerOptions } from './lib/mail/messenger.ts';
import { createRequestLimits, type RequestLimitName, type RequestLimitSetting } from './lib/request-limits.ts';
import { createSecurityMonitor } from './lib/security/monitor.ts';
import type { Storage } from './lib/storage/storage.ts';

export type DepsOptions = {
  database: Database;
  config: ServerConfig;
  storage: Storage;
  mail: Omit<MessengerOptions, 'db'>;
  rateLimits: AuthRateLimits;
  /** Overrides of `REQUEST_LIMITS` (tests). */
  requestLimits?: Partial<Record<RequestLimitName, RequestLimitSetting>>;
  social: { google?: SocialKeys | undefined; facebook?: SocialKeys | undefined };
  /** The rules' clock (`AppDeps.now`); the test clock's, or the system clock, unless given (tests). */
  now?: () => Date;
  /** The clock the test controls move (`AppDeps.testClock`): outside production only. */
  testClock?: AdjustableClock | null;
  /** The model client (`createAiClient` from the environment); none unless given. */
  ai?: AiClient | null;
  /** A cheaper password hash for the test apps (lib/auth.ts `passwordHasher`); Better Auth's scrypt unless given. */
  passwordHasher?: PasswordHasher;
  /** The process's lifecycle (the running server's, which its signals move); a fresh one unless given. */
  lifecycle?: Lifecycle;
};

/**
 * Wires what every request may reach: the messenger, Better Auth with the product's sign-up rules,
 * the features' account hooks and notification renderers. The running server and each test app are built through here,
 * so they differ only in the options.
 */
export const createDeps = ({ database, config, storage, mail, rateLimits, requestLimits, social, testClock = null, now = testClock?.now ?? (() => new Date()), ai = null, passwordHasher, lifecycle = createLifecycle() }: DepsOptions): AppDeps => {
  const { db } = database;
  // A cheaper password hash is for test apps only: never where real accounts live.
  if (passwordHasher && config.production) throw new Error('a production server hashes passwords with Better Auth\'s own scrypt');
  // Nothing moves a production server's clock.
  if (testClock && config.production) throw new Error('a production server has no test clock');
  const messenger = createMessenger({ db, ...mail, production: config.production });
  const auth = createAuth({
    db,
    appUrl: config.appUrl,
    secret: config.secret,
    production: config.production,
    messenger,
    trustedOrigins: (request) => trustedOrigins(config, request),
    rateLimits,
    social,
    checkSignUp: (body) => checkSignUp({ db, secret: config.secret, body }),
    passwordHasher,
  });
  return { database, auth, messenger, storage, config, accountHooks: ACCOUNT_HOOKS, notifications: NOTIFICATION_RENDERERS, privacy: PRIVACY_PARTS, limits: createRequestLimits(db, requestLimits), now, testClock, ai, security: createSecurityMonitor({ db, now }), lifecycle, metrics: createMetrics(database) };
};
