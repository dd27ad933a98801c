import { describe, expect, it } from 'vitest';

import { createTestApp, useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();

describe('GET /api/metrics', () => {
  it('counts requests by method, route pattern and status, with their durations and the pool', async () => {
    await testApp.client().get('/api/health/live');
    await testApp.client().get('/api/pets/some-pet-id');
    const response = await testApp.client().get('/api/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = new TextDecoder().decode(response.bytes);
    expect(text).toMatch(/patili_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} 1/);
    // The route's pattern, never the path with its id.
    expect(text).toMatch(/patili_http_requests_total\{method="GET",route="\/api\/pets\/:petId",status="401"\} 1/);
    expect(text).not.toContain('some-pet-id');
    expect(text).toMatch(/patili_http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live"\} 1/);
    expect(text).toMatch(/patili_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/patili_open_connections\{kind="http"\} 0/);
  });

  it('is refused to a request a proxy forwarded, even from this machine', async () => {
    const response = await testApp.client().get('/api/metrics', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('is read from elsewhere with the METRICS_TOKEN bearer, and only with it', async () => {
    const token = 'metrics-token-0123456789';
    const withToken = await createTestApp({ config: { metricsToken: token } });
    try {
      const forwarded = { 'x-forwarded-for': '203.0.113.7' };
      expect((await withToken.client().get('/api/metrics', { headers: { ...forwarded, authorization: `Bearer ${token}` } })).status).toBe(200);
      expect((await withToken.client().get('/api/metrics', { headers: { ...forwarded, authorization: `Bearer ${token}x` } })).status).toBe(403);
      expect((await withToken.client().get('/api/metrics', { headers: { ...forwarded, authorization: 'Bearer wrong' } })).status).toBe(403);
    } finally {
      await withToken.close();
    }
  });
});
