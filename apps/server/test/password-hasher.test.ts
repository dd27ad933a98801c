import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';

import { createAuth, PRODUCTION_AUTH_RATE_LIMITS } from '../src/lib/auth.ts';
import { createDeps } from '../src/deps.ts';
import type { Database } from '../src/db/client.ts';
import { fastPasswordHasher } from '../src/lib/fast-password-hasher.ts';
import { bareDepsOptions, TEST_SECRET } from './deps-options.ts';

/** Better Auth's scrypt hash: a 16-byte salt and a 64-byte key, in hex. */
const BETTER_AUTH_HASH = /^[0-9a-f]{32}:[0-9a-f]{128}$/;

describe("the test apps' password hash", () => {
  it('is salted and accepts only the password it was made from', async () => {
    const first = await fastPasswordHasher.hash('Patili123!');
    const second = await fastPasswordHasher.hash('Patili123!');
    expect(first).not.toBe(second);
    expect(await fastPasswordHasher.verify({ hash: first, password: 'Patili123!' })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash: first, password: 'Patili123?' })).toBe(false);
    expect(await fastPasswordHasher.verify({ hash: 'test-scrypt:broken', password: 'Patili123!' })).toBe(false);
  });

  it("still checks a hash made by Better Auth's own scrypt", async () => {
    const hash = await hashPassword('Patili123!');
    expect(await fastPasswordHasher.verify({ hash, password: 'Patili123!' })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash, password: 'wrong-password' })).toBe(false);
  });
});

describe('the password hash of a real server', () => {
  const authWithout = () =>
    createAuth({
      db: {} as Database['db'],
      appUrl: 'http://localhost:3000',
      secret: TEST_SECRET,
      production: false,
      messenger: { sendEmail: () => Promise.resolve(), sendSms: () => Promise.resolve() },
      trustedOrigins: () => [],
      rateLimits: PRODUCTION_AUTH_RATE_LIMITS,
      social: {},
      checkSignUp: (body) => Promise.resolve(body),
    });

  it("is Better Auth's scrypt when no other is given, as a server gives none unless PASSWORD_HASH=fast", async () => {
    const context = await authWithout().$context;
    expect(await context.password.hash('Patili123!')).toMatch(BETTER_AUTH_HASH);
  });

  it('cannot be the cheaper one in production', () => {
    expect(() =>
      createDeps({ ...bareDepsOptions(true), passwordHasher: fastPasswordHasher }),
    ).toThrow(/scrypt/);
  });
});
