import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { createTestApp, type TestApp } from '../../../test/setup-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('the server', () => {
  it('answers /api/health with the database state', async () => {
    const response = await testApp.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('sends security headers', async () => {
    const { headers } = await testApp.client().get('/api/health');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const { user } = await signedInAs(testApp, 'owner');
    const response = await testApp.client().post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('serves the OpenAPI document with the app and auth routes, and a reference page', async () => {
    const doc = await testApp.client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/me/role', '/api/admin/stats', '/api/auth/sign-in/email', '/api/auth/sign-up/email']),
    );
    const page = await testApp.client().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const asset = await testApp.client().get('/api/docs/assets/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await testApp.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('exposes public config: social sign-in off without keys, dev outbox on outside production', async () => {
    const response = await testApp.client().get('/api/config');
    expect(response.body).toEqual({
      socialProviders: { google: false, facebook: false },
      devOutbox: true,
      supportEmail: 'support@patili.app',
    });
  });
});

describe('production settings', () => {
  it('do not serve the dev outbox', async () => {
    const production = await createTestApp({ config: { production: true, devOutbox: false } });
    try {
      expect((await production.client().get('/api/dev/outbox')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
