import { SUPPORT_EMAIL } from '@patili/domain/shared';

import type { ServerConfig } from './context.ts';

/**
 * The settings of an app that runs on this machine only, outside production: the outbox served
 * here alone, no trusted origins, no proxy, no web build and no social sign-in. The tests' app and
 * the OpenAPI script build theirs on it.
 */
export const localServerConfig = ({
  appUrl,
  secret,
}: {
  appUrl: string;
  secret: string;
}): ServerConfig => ({
  production: false,
  appUrl,
  secret,
  adminEmail: 'admin@patili.app',
  supportEmail: SUPPORT_EMAIL,
  outbox: true,
  outboxRemote: false,
  trustedOrigins: [],
  trustProxy: false,
  webDist: null,
  socialProviders: { google: false, facebook: false },
});
