import { afterEach, describe, expect, it, vi } from 'vitest';

import { useTestApp } from '../../test/setup-app.ts';
import { requestIdOf } from './access-log.ts';
import { logger } from './logger.ts';

const testApp = useTestApp();

afterEach(() => vi.restoreAllMocks());

describe('the access log', () => {
  it('writes one line a request: its id, method, route pattern, status and duration, never the query', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    const response = await testApp.client().get('/api/pets/pet-of-ayse?email=ayse@example.com', { headers: { 'x-request-id': 'edge-42.a' } });
    expect(response.headers.get('x-request-id')).toBe('edge-42.a');
    const lines = info.mock.calls.filter(([message]) => message === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[1]).toEqual({ requestId: 'edge-42.a', method: 'GET', route: '/api/pets/:petId', status: 401, ms: expect.any(Number) });
    expect(JSON.stringify(lines)).not.toMatch(/ayse|pet-of/);
  });

  it('gives each request a new id unless the caller sent a plain token', async () => {
    const first = await testApp.client().get('/api/health/live');
    const second = await testApp.client().get('/api/health/live', { headers: { 'x-request-id': 'not ok\u0001<script>' } });
    const firstId = first.headers.get('x-request-id');
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(firstId);
    expect(requestIdOf('x'.repeat(129))).not.toBe('x'.repeat(129));
    expect(requestIdOf('0af7651916cd43dd8448eb211c80319c')).toBe('0af7651916cd43dd8448eb211c80319c');
  });

  it('asks each client to close its connection once the process is stopping', async () => {
    expect((await testApp.client().get('/api/health/live')).headers.get('connection')).toBeNull();
    testApp.deps.lifecycle.markStopping();
    expect((await testApp.client().get('/api/health/live')).headers.get('connection')).toBe('close');
  });
});
