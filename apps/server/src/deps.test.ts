import { tmpdir } from 'node:os';

import { describe, expect, it } from 'vitest';

import type { Database } from './db/client.ts';
import { createDeps, type DepsOptions } from './deps.ts';
import { PRODUCTION_AUTH_RATE_LIMITS } from './lib/auth.ts';
import { createAdjustableClock } from './lib/clock.ts';
import { createStorage } from './lib/storage/create-storage.ts';

const options = (production: boolean): DepsOptions => ({
  database: { db: {} } as Database,
  config: {
    production,
    appUrl: production ? 'https://patili.app' : 'http://localhost:3000',
    secret: 'test-secret-test-secret-test-secret-0123',
    adminEmail: 'admin@patili.app',
    supportEmail: 'support@patili.app',
    outbox: !production,
    outboxRemote: false,
    trustedOrigins: [],
    trustProxy: false,
    webDist: null,
    socialProviders: { google: false, facebook: false },
  },
  storage: createStorage({ kind: 'local', rootDir: tmpdir() }),
  mail: production
    ? { mailFrom: 'Patili <no-reply@patili.app>', transport: { sendMail: () => Promise.resolve({}) }, smsWebhookUrl: 'http://sms.invalid/hook' }
    : { mailFrom: 'Patili <no-reply@patili.app>' },
  rateLimits: PRODUCTION_AUTH_RATE_LIMITS,
  social: {},
});

describe("the rules' clock", () => {
  it('is the test clock outside production, and moves with it', () => {
    const testClock = createAdjustableClock();
    const deps = createDeps({ ...options(false), testClock });
    testClock.set(new Date('2030-01-07T06:30:00.000Z'));
    expect(Math.abs(deps.now().getTime() - Date.parse('2030-01-07T06:30:00.000Z'))).toBeLessThan(1_000);
  });

  it('is the system clock, never a test clock, in production', () => {
    expect(() => createDeps({ ...options(true), testClock: createAdjustableClock() })).toThrow(/no test clock/);
    const deps = createDeps(options(true));
    expect(deps.testClock).toBeNull();
    expect(Math.abs(deps.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
