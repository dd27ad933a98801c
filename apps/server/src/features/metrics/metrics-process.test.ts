import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { startServerProcess, stopServerProcesses, type ServerProcess } from '../../../test/server-process.ts';

/**
 * The running server's logs and metrics as an operator reads them: a real process (the built
 * server on its own embedded database; on PostgreSQL the other process tests cover the same
 * start), its standard output, and `/api/metrics` over a real socket.
 */
describe.skipIf(Boolean(inject('databaseUrl')))('a running server’s logs and metrics', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({ env: { METRICS_TOKEN: 'operator-metrics-token-0123' } });
  });

  afterAll(async () => {
    await stopServerProcesses();
  });

  it('writes JSON lines only, with an access line carrying the request id it answers with', async () => {
    const response = await fetch(`${server.base}/api/health/live`, { headers: { 'x-request-id': 'probe-7' } });
    expect(response.headers.get('x-request-id')).toBe('probe-7');
    const line = await server.waitForLine((candidate) => candidate.json?.requestId === 'probe-7');
    expect(line.json).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/api/health/live', status: 200 });
    for (const written of server.lines) {
      expect(written.json, written.text).not.toBeNull();
      expect(written.text).not.toContain('\u001b[');
    }
  });

  it('serves the metrics to this machine, with the event loop, the pool and the open connections', async () => {
    const response = await fetch(`${server.base}/api/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^patili_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^patili_process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^patili_db_pool_connections\{state="total"\} 1$/m);
    // This request's own connection is open while the metrics are read.
    expect(text).toMatch(/^patili_open_connections\{kind="http"\} [1-9]/m);
    expect(text).toMatch(/^patili_http_requests_total\{method="GET",route="\/ready",status="200"\} [1-9]/m);
  });

  it('refuses a forwarded request without the token, and takes it with the token', async () => {
    const forwarded = { 'x-forwarded-for': '198.51.100.4' };
    expect((await fetch(`${server.base}/api/metrics`, { headers: forwarded })).status).toBe(403);
    const withToken = await fetch(`${server.base}/api/metrics`, { headers: { ...forwarded, authorization: 'Bearer operator-metrics-token-0123' } });
    expect(withToken.status).toBe(200);
  });
});
