import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { startPostgresCluster, type PostgresCluster } from '../../test/postgres-cluster.ts';
import { startServerProcess, stopServerProcesses, type ServerProcess } from '../../test/server-process.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './handle-error.ts';

/**
 * PostgreSQL stopped under a running built server (a restart, a failover), on a throwaway cluster
 * of this file's own so the suite's is never stopped (`npm run test:pg`): the API answers 503 with
 * `Retry-After` and the message in the caller's language, never a 500; readiness says 503 and
 * liveness 200 (the process is fine, keep it); once the database is back the same process answers
 * again. A process started while the database is down waits for it, and says so.
 */

const MESSAGES = {
  tr: 'Hizmet şu anda geçici olarak kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
  en: 'The service is temporarily unavailable. Please try again in a few seconds.',
};
const ADMIN = { email: 'admin@patili.app', password: 'Admin-outage-123' };

/** What a browser of the app asks that reads the database: public settings (in Turkish, the default, and English) and a signed-in list. */
const apiRequests = (cookie: string): { path: string; headers: Record<string, string>; locale: 'tr' | 'en' }[] => [
  { path: '/api/config', headers: {}, locale: 'tr' },
  { path: '/api/config', headers: { 'accept-language': 'en-GB,en;q=0.9' }, locale: 'en' },
  { path: '/api/notifications', headers: { cookie }, locale: 'tr' },
];

const get = async (server: ServerProcess, path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.base}${path}`, { headers: { origin: server.base, ...headers } });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A page, not JSON.
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
};

const signInAt = async (base: string) => {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

describe.skipIf(!inject('databaseUrl'))('the database stops under the built server, and comes back (PostgreSQL)', () => {
  let cluster: PostgresCluster;
  let databaseUrl: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster({ database: 'patili' });
    databaseUrl = cluster.urlOf('patili');
  });

  afterEach(async () => {
    await stopServerProcesses();
    // A test that failed with the database stopped leaves it running for the next.
    cluster.resume();
  });

  afterAll(() => cluster?.stop());

  it('answers 503 with Retry-After and the translated message, never 500; readiness 503, liveness 200; then 200 again without a restart', async () => {
    const server = await startServerProcess({ env: { DATABASE_URL: databaseUrl, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    const requests = apiRequests(await signInAt(server.base));
    for (const request of requests) expect((await get(server, request.path, request.headers)).status, request.path).toBe(200);

    cluster.pause();
    // Asked twice: the connections the stop ended, then new ones the database refuses.
    for (let round = 0; round < 2; round += 1) {
      for (const request of requests) {
        const answer = await get(server, request.path, request.headers);
        expect(answer, `${request.path} (${request.locale}), round ${round}`).toEqual({
          status: 503,
          retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
          body: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES[request.locale] },
        });
      }
    }
    for (const path of ['/api/health/ready', '/ready']) {
      expect(await get(server, path), path).toMatchObject({ status: 503, body: { status: 'unready', database: 'unavailable' } });
    }
    for (const path of ['/api/health/live', '/health']) expect((await get(server, path)).status, path).toBe(200);
    expect((await get(server, '/api/health')).status).toBe(503);

    cluster.resume();
    // The pool opens new connections by itself: the same process answers again.
    await vi.waitFor(
      async () => {
        for (const request of requests) expect((await get(server, request.path, request.headers)).status, request.path).toBe(200);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect((await get(server, '/api/health/ready')).status).toBe(200);
    expect(server.running()).toBe(true);
    // Each refusal was a warning naming the route; no request failed as a fault of the server.
    expect(server.messages()).toContain('GET /api/config answered 503: the database is unavailable');
    expect(server.errorLines().filter((line) => /failed$/.test(line.json?.msg ?? '')), server.output()).toEqual([]);
  });

  it('a process started while the database is down waits for it, saying so, and is ready once it is back', async () => {
    cluster.pause();
    const server = await startServerProcess({ env: { DATABASE_URL: databaseUrl }, waitUntilReady: false });
    const port = new URL(databaseUrl).port;
    await server.waitForLine((line) => line.json?.msg?.startsWith(`waiting for the database at 127.0.0.1:${port}/patili`) === true);
    // Meanwhile the port answers: alive, not ready, the API asks to come back (in the caller's language).
    expect((await get(server, '/api/health/live')).status).toBe(200);
    expect((await get(server, '/api/health/ready')).status).toBe(503);
    expect(await get(server, '/api/config', { 'accept-language': 'en' })).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE', message: MESSAGES.en },
    });
    expect((await get(server, '/api/config')).retryAfter).not.toBeNull();

    cluster.resume();
    await server.waitUntilReady(30_000);
    expect(server.messages()).toContain(`the database at 127.0.0.1:${port}/patili answers`);
    expect((await get(server, '/api/config')).status).toBe(200);
    expect(server.errorLines(), server.output()).toEqual([]);
  });
});
