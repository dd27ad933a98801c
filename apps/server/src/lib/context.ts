import type { Locale } from '@patili/domain/i18n';

import type { Database } from '../db/client.ts';
import type { Auth } from './auth.ts';
import type { Messenger } from './mail/messenger.ts';
import type { SessionUser } from './session.ts';
import type { Storage } from './storage/storage.ts';

/** Settings the app needs at run time, built from `Env` by index.ts or by the test setup. */
export type AppConfig = {
  production: boolean;
  appUrl: string;
  /** Signs sessions (Better Auth) and sign-up form tokens. */
  secret: string;
  adminEmail: string;
  supportEmail: string;
  /** Serve `GET /api/dev/outbox` (development and test only). */
  devOutbox: boolean;
  /** Read the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** The built web app to serve at `/`, or null when only the API runs. */
  webDist: string | null;
  socialProviders: { google: boolean; facebook: boolean };
};

/** Everything a request handler may reach, put on the context once per request. */
export type AppDeps = {
  database: Database;
  auth: Auth;
  messenger: Messenger;
  /** Uploaded files' bytes (local disk or S3). */
  storage: Storage;
  config: AppConfig;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    locale: Locale;
    /** The signed-in user, loaded once by `loadSession` (undefined until loaded). */
    user: SessionUser | null | undefined;
  };
};
