import { describe, expect, it } from 'vitest';

import { createTestApp, useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

describe('GET /api/config', () => {
  it('tells anyone what is switched on: social sign-in off without keys, the outbox on outside production', async () => {
    const response = await testApp.client().get('/api/config');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      socialProviders: { google: false, facebook: false },
      outbox: true,
      supportEmail: 'support@patili.app',
      // The pricing and settings store's defaults until an admin changes them.
      defaultLocale: 'tr',
      priceBounds: { sitter: { min: 50, max: 1000 }, veterinarian: { min: 200, max: 2000 }, pet_walker: { min: 80, max: 500 }, trainer: { min: 100, max: 1500 } },
    });
    expect(response.body.serviceTypes[0]).toEqual({ key: 'cat_care', name: null, role: 'sitter', price: 150, builtIn: true });
    expect(response.body.serviceTypes).toHaveLength(10);
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
