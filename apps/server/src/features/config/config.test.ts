import { describe, expect, it } from 'vitest';

import { createTestApp, useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

describe('GET /api/config', () => {
  it('tells anyone what is switched on: social sign-in off without keys, the outbox on outside production', async () => {
    const response = await testApp.client().get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      socialProviders: { google: false, facebook: false },
      outbox: true,
      supportEmail: 'support@patili.app',
    });
  });

  it('says which social providers have keys, and that production has no outbox', async () => {
    const production = await createTestApp({ config: { production: true, outbox: false, socialProviders: { google: true, facebook: false } } });
    try {
      const response = await production.client().get('/api/config');
      expect(response.body).toMatchObject({ socialProviders: { google: true, facebook: false }, outbox: false });
    } finally {
      await production.close();
    }
  });
});
