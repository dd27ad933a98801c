import { describe, expect, it } from 'vitest';

import { signedInAs } from '../test/actors.ts';
import { useTestApp } from '../test/setup-app.ts';

const testApp = useTestApp();

describe('every answer', () => {
  it('carries the security headers: a page the full set, JSON the API set', async () => {
    // A page (the API reference; the web app is served the same way): what may run and load in it.
    const page = (await testApp.client().get('/api/docs')).headers;
    expect(page.get('content-type')).toContain('text/html');
    expect(page.get('x-content-type-options')).toBe('nosniff');
    expect(page.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.get('permissions-policy')).toContain('geolocation=(self)');
    expect(page.get('permissions-policy')).toContain('camera=()');
    // JSON is data: nothing runs or loads in it, nothing frames or embeds it, and a page's rules are left out.
    const { client } = await signedInAs(testApp, 'owner');
    for (const [path, status] of [
      ['/api/health', 200],
      ['/api/pets', 200],
      ['/api/nope', 404],
      ['/api/pets?q=%00', 422],
    ] as const) {
      const response = await client.get(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('permissions-policy'), path).toBeNull();
      expect(response.headers.get('referrer-policy'), path).toBeNull();
    }
  });

  it('is not cached when it is an API answer, unless the route says so', async () => {
    const { client } = await signedInAs(testApp, 'owner');
    for (const path of ['/api/accounts/me', '/api/pets', '/api/accounts/session', '/api/nope']) {
      expect((await client.get(path)).headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await client.get('/api/locations/cities')).headers.get('cache-control')).toBe(
      'private, max-age=86400',
    );
  });

  it('is a JSON 404 for an unknown API path', async () => {
    const response = await testApp.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Aradığınız kayıt bulunamadı.',
    });
  });
});
