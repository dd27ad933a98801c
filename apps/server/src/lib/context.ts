import type { Permission } from '@patili/domain/access';
import type { SessionUser } from '@patili/domain/accounts';
import type { Locale } from '@patili/domain/i18n';

import type { Database } from '../db/client.ts';
import type { AccountHooks } from './account-hooks.ts';
import type { AiClient } from './ai/ai-client.ts';
import type { AdjustableClock } from './clock.ts';
import type { Auth } from './auth.ts';
import type { Lifecycle } from './lifecycle.ts';
import type { Messenger } from './mail/messenger.ts';
import type { Metrics } from './metrics.ts';
import type { NotificationRenderers } from './notifications/notifications.ts';
import type { PrivacyParts } from './privacy.ts';
import type { RequestLimits } from './request-limits.ts';
import type { SecurityMonitor } from './security/monitor.ts';
import type { Storage } from './storage/storage.ts';

/**
 * The server's own settings, built from `Env` by server.ts or by the test setup. Never sent to the
 * browser: what the web may know is the `PublicConfig` of `GET /api/config`.
 */
export type ServerConfig = {
  production: boolean;
  appUrl: string;
  /** Signs sessions (Better Auth) and sign-up form tokens. */
  secret: string;
  adminEmail: string;
  supportEmail: string;
  /** Serve `GET /api/outbox` (development and test only). */
  outbox: boolean;
  /** Serve the outbox to other machines too, not only to this one (`OUTBOX_REMOTE`). */
  outboxRemote: boolean;
  /** Origins besides `appUrl` whose pages may call the API with the session (`TRUSTED_ORIGINS`). */
  trustedOrigins: string[];
  /** Read the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** The built web app to serve at `/`, or null when only the API runs. */
  webDist: string | null;
  socialProviders: { google: boolean; facebook: boolean };
  /** A bearer token that reads `/api/metrics` from elsewhere than this machine (`METRICS_TOKEN`). */
  metricsToken?: string | undefined;
};

/** The signed-in user as the server works with it: the session user and the session's id. */
export type CurrentUser = SessionUser & { sessionId: string };

/** Everything a request handler may reach, put on the context once per request. */
export type AppDeps = {
  database: Database;
  auth: Auth;
  messenger: Messenger;
  /** Uploaded files' bytes (local disk or S3). */
  storage: Storage;
  config: ServerConfig;
  /** What features do when an account is renamed or deleted (`ACCOUNT_HOOKS`). */
  accountHooks: readonly AccountHooks[];
  /**
   * Every feature's notification renderers by kind (`NOTIFICATION_RENDERERS`): the list and the
   * live updates write each notification in its reader's language with them.
   */
  notifications: NotificationRenderers;
  /** Every feature's consents and data-export parts (`PRIVACY_PARTS`): the privacy centre reads them. */
  privacy: PrivacyParts;
  /** Per-user limits of uploads and location changes. */
  limits: RequestLimits;
  /**
   * The clock of the product's rules (bookings: past dates, expiry, completion). The running server
   * reads the system clock; a test app may be given one it moves.
   */
  now: () => Date;
  /**
   * Outside production, the clock behind `now` that the test controls move (`/api/testing/clock`);
   * null in production, where nothing moves the clock.
   */
  testClock: AdjustableClock | null;
  /** The OpenAI-compatible model client (`AI_BASE_URL`), or null: callers then use their built-in answerer. */
  ai: AiClient | null;
  /** Security operations' in-memory state: the IP deny list cache, the request rate, the detectors' background work. */
  security: SecurityMonitor;
  /** Whether the process is stopping (the readiness probe, `Connection: close` on each answer). */
  lifecycle: Lifecycle;
  /** The process's Prometheus metrics (`GET /api/metrics`). */
  metrics: Metrics;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    locale: Locale;
    /** The signed-in user, loaded once by `loadSession` (undefined until loaded). */
    user: CurrentUser | null | undefined;
    /** Columns a route asked to read with the session (`requireAccess(…, { with })`), when they were. */
    sessionExtra: Record<string, unknown> | undefined;
    /** The signed session cookie's token, for a route that reads the session in its own statement (`requireAccessInStatement`). */
    sessionToken: string | undefined;
    /** The permission such a route admits its session row with (`admitSession`). */
    access: Permission | undefined;
    /** The request's id: the caller's `X-Request-Id`, or a new one; in the access line and the answer. */
    requestId: string;
  };
};
