import { describe, expect, it } from 'vitest';

import { signedInAs } from '../test/actors.ts';
import { useTestApp } from '../test/setup-app.ts';

const testApp = useTestApp();

describe('every answer', () => {
  it('carries the security headers', async () => {
    const { headers } = await testApp.client().get('/api/health');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(headers.get('permissions-policy')).toContain('geolocation=(self)');
    expect(headers.get('permissions-policy')).toContain('camera=()');
  });

  it('is not cached when it is an API answer, unless the route says so', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    for (const path of ['/api/accounts/me', '/api/pets', '/api/accounts/session', '/api/nope']) {
      expect((await client.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await client.get('/api/locations/cities')).headers.get('cache-control')).toBe('private, max-age=86400');
  });

  it('is a JSON 404 for an unknown API path', async () => {
    const response = await testApp.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Aradığınız kayıt bulunamadı.' });
  });
});
