import { tmpdir } from 'node:os';

import type { Database } from '../src/db/client.ts';
import type { DepsOptions } from '../src/deps.ts';
import { PRODUCTION_AUTH_RATE_LIMITS } from '../src/lib/auth.ts';
import { localServerConfig } from '../src/lib/local-server-config.ts';
import { createStorage } from '../src/lib/storage/create-storage.ts';

/** The secret a test app signs its sessions with. */
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * A test app's mail: production needs real senders, so there a transport that accepts and drops,
 * and a webhook never called.
 */
export const testMailOptions = (production: boolean): DepsOptions['mail'] =>
  production
    ? {
        mailFrom: 'Patili <no-reply@patili.app>',
        transport: { sendMail: () => Promise.resolve({}) },
        smsWebhookUrl: 'http://sms.invalid/hook',
      }
    : { mailFrom: 'Patili <no-reply@patili.app>' };

/**
 * What `createDeps` takes, for a test of the wiring alone (no database behind it): a development
 * server's options, or with `production` a production server's.
 */
export const bareDepsOptions = (production: boolean): DepsOptions => ({
  database: { db: {} } as Database,
  config: {
    ...localServerConfig({
      appUrl: production ? 'https://patili.app' : 'http://localhost:3000',
      secret: TEST_SECRET,
    }),
    production,
    outbox: !production,
  },
  storage: createStorage({ kind: 'local', rootDir: tmpdir() }),
  mail: testMailOptions(production),
  rateLimits: PRODUCTION_AUTH_RATE_LIMITS,
  social: {},
});
