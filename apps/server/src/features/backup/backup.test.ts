import { describe, expect, it } from 'vitest';

import { createTestApp, useTestApp } from '../../../test/setup-app.ts';
import { openDatabase } from '../../db/client.ts';
import { backupToken } from '../../lib/backup-token.ts';

const testApp = useTestApp();

/** A snapshot request as the backup command sends it, from a socket with this address (none: in-process). */
const requestSnapshot = (
  app = testApp,
  {
    token,
    address,
    headers = {},
  }: { token?: string; address?: string; headers?: Record<string, string> } = {},
) =>
  app.app.request(
    '/api/backup/snapshot',
    {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    },
    // What @hono/node-server hands the app for a request on a socket (a body already read).
    address ? { incoming: { socket: { remoteAddress: address }, readableEnded: true } } : undefined,
  );

describe('POST /api/backup/snapshot', () => {
  const token = () => backupToken(testApp.deps.config.secret);

  it('hands the backup command a copy of the embedded database that opens (PGlite), and refuses on PostgreSQL', async () => {
    const response = await requestSnapshot(testApp, { token: token(), address: '127.0.0.1' });
    if (!testApp.deps.database.pglite) {
      expect(response.status).toBe(409);
      expect(((await response.json()) as { code: string }).code).toBe('CONFLICT');
      return;
    }
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-tar');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-patili-pid')).toBe(String(process.pid));
    const copy = await openDatabase({
      kind: 'pglite-memory',
      loadDataDir: new Blob([await response.arrayBuffer()]),
    });
    try {
      const tables = await copy.pglite!.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      expect(tables.rows[0]!.n).toBeGreaterThan(20);
    } finally {
      await copy.close();
    }
  });

  it('answers every loopback address of this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await requestSnapshot(testApp, { token: token(), address });
      expect(response.status, address).toBe(testApp.deps.database.pglite ? 200 : 409);
      await response.body?.cancel();
    }
  });

  it('refuses a request without the token, or with another secret’s token', async () => {
    for (const offered of [
      undefined,
      backupToken('another-secret-another-secret-0000'),
      testApp.deps.config.secret,
      `${token()}x`,
    ]) {
      const response = await requestSnapshot(testApp, {
        ...(offered ? { token: offered } : {}),
        address: '127.0.0.1',
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses another machine, and a request a proxy forwarded, even with the token', async () => {
    for (const address of ['203.0.113.5', '192.168.1.10', '::ffff:10.0.0.1', 'fd00::2']) {
      const response = await requestSnapshot(testApp, { token: token(), address });
      expect(response.status, address).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('FORBIDDEN');
    }
    // A proxy on this machine connects from loopback for every visitor.
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of forwarded) {
      const response = await requestSnapshot(testApp, {
        token: token(),
        address: '127.0.0.1',
        headers,
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    // Trusting the proxy's X-Forwarded-For for client addresses does not let it through either.
    const behindProxy = await createTestApp({ config: { trustProxy: true } });
    try {
      const response = await requestSnapshot(behindProxy, {
        token: backupToken(behindProxy.deps.config.secret),
        address: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(response.status).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('answers the refusal in the caller’s language', async () => {
    const response = await testApp.app.request('/api/backup/snapshot', {
      method: 'POST',
      headers: { 'accept-language': 'en' },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(
      'User not authenticated. Please log in again.',
    );
  });
});
