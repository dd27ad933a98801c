import { serve } from '@hono/node-server';
import type { SecurityAlertPage } from '@patili/domain/security';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { TEST_APP_URL } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { securityAlert } from '../../db/schema/index.ts';
import { logger } from '../../lib/logger.ts';

/**
 * Behind a reverse proxy without TRUST_PROXY, every request reaches the server from the proxy's
 * address (here: this machine, over a real socket) with the visitor's in X-Forwarded-For. The
 * server must not take the proxy for an attacker: it warns once, tells the admin, and the
 * address detectors pause.
 */
const { testApp } = useClockedTestApp('2026-11-20T09:00:00.000Z');

let base: string;
let close: () => Promise<void>;
beforeAll(async () => {
  const server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

/** A sign-in as the proxy passes it on: from this machine, the visitor named in X-Forwarded-For. */
const signInThroughProxy = (email: string, password: string, visitor: string) =>
  fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_APP_URL, 'x-forwarded-for': visitor },
    body: JSON.stringify({ email, password }),
  });

describe('a proxy the server does not trust', () => {
  it('warns once, shows on the security page, and raises no address alert against the proxy', async () => {
    const admin = await signedInAs(testApp, 'admin');
    const before = await admin.client.get<SecurityAlertPage>('/api/admin/security/alerts');
    expect(before.body.untrustedProxySince).toBeNull();

    const warn = vi.spyOn(logger, 'warn');
    const factory = { db: testApp.deps.database.db, auth: testApp.deps.auth };
    // Six people sign in through the proxy: from one address, six accounts in an hour would be a
    // suspicious address, and five wrong passwords a failed-sign-in alert.
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const account = await createUser(factory, { email: `vekil-${n}@test.patili.app` });
      expect((await signInThroughProxy(account.email, account.password, `198.51.100.${n}`)).status).toBe(200);
      expect((await signInThroughProxy(account.email, 'yanlis-parola-1', `198.51.100.${n}`)).status).toBe(401);
    }
    await testApp.deps.security.idle();

    expect(await testApp.deps.database.db.select().from(securityAlert)).toEqual([]);
    const warnings = warn.mock.calls.filter(([message]) => String(message).includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
    warn.mockRestore();
    const after = await admin.client.get<SecurityAlertPage>('/api/admin/security/alerts');
    expect(after.body.untrustedProxySince).toBe('2026-11-20T09:00:00.000Z');
  });
});
