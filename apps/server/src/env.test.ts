import { describe, expect, it } from 'vitest';

import { loadEnv } from './env.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'x'.repeat(40),
  APP_URL: 'https://patili.app',
  SMTP_URL: 'smtps://user:pass@mail.example:465',
  SMS_WEBHOOK_URL: 'https://sms.example/hook',
};

describe('loadEnv', () => {
  it('is safe by default: this machine only, the demo set outside production only', () => {
    const env = loadEnv({});
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.NODE_ENV).toBe('development');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.OUTBOX_REMOTE).toBe(false);
    expect(env.TRUSTED_ORIGINS).toEqual([]);
    expect(env.PASSWORD_HASH).toBe('better-auth');
    expect(loadEnv(PRODUCTION).SEED_DEMO).toBe(false);
  });

  it('reads the trusted origins as a list', () => {
    expect(loadEnv({ TRUSTED_ORIGINS: 'https://a.patili.app, https://b.patili.app' }).TRUSTED_ORIGINS).toEqual([
      'https://a.patili.app',
      'https://b.patili.app',
    ]);
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'not a url' })).toThrow(/TRUSTED_ORIGINS/);
  });

  it('starts in production only with every safe setting, naming each one missing', () => {
    expect(() => loadEnv(PRODUCTION)).not.toThrow();
    for (const name of ['AUTH_SECRET', 'APP_URL', 'SMTP_URL', 'SMS_WEBHOOK_URL'] as const) {
      const { [name]: _left, ...rest } = PRODUCTION;
      expect(() => loadEnv(rest), name).toThrow(new RegExp(`${name}: required in production`));
    }
  });

  it('refuses the development conveniences in production', () => {
    expect(() => loadEnv({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: .*never runs in production/);
    expect(() => loadEnv({ ...PRODUCTION, OUTBOX_REMOTE: 'true' })).toThrow(/OUTBOX_REMOTE/);
    expect(() => loadEnv({ ...PRODUCTION, PASSWORD_HASH: 'fast' })).toThrow(/PASSWORD_HASH: .*Better Auth's own scrypt/);
    expect(loadEnv({ PASSWORD_HASH: 'fast' }).PASSWORD_HASH).toBe('fast');
    expect(() => loadEnv({ PASSWORD_HASH: 'md5' })).toThrow(/PASSWORD_HASH/);
    expect(loadEnv({ ...PRODUCTION, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });
});
