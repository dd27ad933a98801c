import { REALTIME_CLOSE_CODES } from '@patili/domain/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashRouteOf, latestOutbox, signedInAs, signIn } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { listenLive, TestSocket, type LiveServer } from './realtime-test-kit.ts';

/**
 * A session that ends (ban, deactivation, sign-out, a password change signing the other devices
 * out) closes its sockets at once, by the signal every process hears, not at the heartbeat's next
 * round: the rounds here are an hour apart, so any close within the wait came from the signal.
 */
const { testApp } = useClockedTestApp(TEST_NOW);
const HOUR_MS = 60 * 60 * 1000;
/** A bound on a busy machine; a close that comes ends the wait at once. */
const CLOSE_WITHIN_MS = 10_000;

let live: LiveServer;
beforeAll(async () => {
  live = await listenLive(testApp, { pingIntervalMs: HOUR_MS });
});
afterAll(async () => {
  await live?.close();
});

type Client = Awaited<ReturnType<typeof signedInAs>>['client'];
const socketOf = (client: Client) => TestSocket.open(live.socketUrl, { cookie: client.cookieHeader() });
const closeOf = (socket: TestSocket) =>
  Promise.race([socket.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), CLOSE_WITHIN_MS))]);

describe('ending a session closes its sockets at once', () => {
  it('on a ban by an admin, and no one else’s', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const { client: other } = await signedInAs(testApp, 'owner');
    const { client: admin } = await signedInAs(testApp, 'admin');
    const [banned, bystander] = await Promise.all([socketOf(client), socketOf(other)]);
    const response = await admin.post(`/api/admin/users/${user.id}/ban`, { reason: 'Dolandırıcılık' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await closeOf(banned)).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
    expect(bystander.raw.readyState).toBe(bystander.raw.OPEN);
    await bystander.close();
  });

  it('on the account’s own deactivation and on signing out', async () => {
    const first = await signedInAs(testApp, 'owner');
    const frozen = await socketOf(first.client);
    expect((await first.client.post('/api/accounts/me/deactivate', {})).status).toBe(200);
    expect(await closeOf(frozen)).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });

    const { client } = await signedInAs(testApp, 'owner');
    const tab = await socketOf(client);
    expect((await client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect(await closeOf(tab)).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
  });

  it('on a password change: the other devices’ sockets close; this device goes on with its new session', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const phone = testApp.client();
    await signIn(phone, user.email, user.password);
    const [here, there] = await Promise.all([socketOf(client), socketOf(phone)]);
    const changed = await client.put('/api/accounts/me/password', {
      currentPassword: user.password,
      newPassword: 'Yeni-sifre-2026!',
      confirmPassword: 'Yeni-sifre-2026!',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await closeOf(there)).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
    // The change issued this device a fresh session (the old one is gone with the others): its
    // socket reconnects with it, and stays.
    expect(await closeOf(here)).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
    const again = await socketOf(client);
    expect(again.raw.readyState).toBe(again.raw.OPEN);
    await again.close();
  });

  it('on a password reset: every device’s sockets close', async () => {
    const { user, client } = await signedInAs(testApp, 'owner');
    const tab = await socketOf(client);
    const asked = await testApp.client().post('/api/auth/request-password-reset', { email: user.email, redirectTo: '/' });
    expect(asked.status).toBe(200);
    const link = hashRouteOf((await latestOutbox(testApp, user.email))!.link!);
    const reset = await testApp.client().post('/api/auth/reset-password', {
      token: link.params.token,
      newPassword: 'Yepyeni-sifre-1',
    });
    expect(reset.status).toBe(200);
    expect(await closeOf(tab)).toMatchObject({ code: REALTIME_CLOSE_CODES.sessionEnded });
  });

  it('answers a reset with a malformed token (a NUL byte, a megabyte) as a refusal, never a 5xx', async () => {
    for (const token of ['abc\u0000def', 'x'.repeat(1_000_000)]) {
      const reset = await testApp.client().post('/api/auth/reset-password', { token, newPassword: 'Yepyeni-sifre-1' });
      expect(reset.status, token.slice(0, 10)).toBeGreaterThanOrEqual(400);
      expect(reset.status, token.slice(0, 10)).toBeLessThan(500);
    }
  });
});
