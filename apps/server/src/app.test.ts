import { describe, expect, it } from 'vitest';

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
  });

  it('is a JSON 404 for an unknown API path', async () => {
    const response = await testApp.client().get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: 'Aradığınız kayıt bulunamadı.' });
  });
});
