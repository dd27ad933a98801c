import { REALTIME_CLOSE_CODES } from '@patili/domain/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signedInAs } from '../../../test/actors.ts';
import { TEST_NOW } from '../../../test/clock.ts';
import { useClockedTestApp } from '../../../test/setup-app.ts';
import { listenLive, TestSocket, type LiveServer } from './realtime-test-kit.ts';

/**
 * The heartbeat's rounds: a socket that stops answering pings is cut, and the sockets of a session
 * that ended are closed. Its own file, with short rounds so they come within a test: on a machine
 * busy enough to answer a pong a round late, only these tests can see it, never the ones that
 * wait for events (realtime.test.ts keeps the default rounds).
 */
const { testApp } = useClockedTestApp(TEST_NOW);

/** Short rounds, so the heartbeat's drops and session checks happen within a test. */
const PING_MS = 500;
/** How long a close may take on a busy machine; one that comes ends the wait at once. */
const CLOSE_WITHIN_MS = 20_000;

let live: LiveServer;
beforeAll(async () => {
  live = await listenLive(testApp, { pingIntervalMs: PING_MS });
});
afterAll(async () => {
  await live?.close();
});

const person = async () => (await signedInAs(testApp, 'owner')).client;

const socketOf = (client: Awaited<ReturnType<typeof person>>) =>
  TestSocket.open(live.socketUrl, { cookie: client.cookieHeader() });

describe('the heartbeat', () => {
  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const owner = await person();
    const silent = await TestSocket.open(live.socketUrl, {
      cookie: owner.cookieHeader(),
      autoPong: false,
    });
    const answering = await socketOf(owner);
    const closed = await Promise.race([
      silent.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), CLOSE_WITHIN_MS)),
    ]);
    expect(closed).toMatchObject({ code: 1006 });
    expect(answering.raw.readyState).toBe(answering.raw.OPEN);
    await answering.close();
  });

  it('closes the sockets of a session that ended (signed out), and only those', async () => {
    const owner = await person();
    const signedOutTab = await socketOf(owner);
    const someoneElse = await socketOf(await person());
    const signedOut = await owner.post('/api/auth/sign-out', {});
    expect(signedOut.status).toBe(200);
    const closed = await Promise.race([
      signedOutTab.closed,
      new Promise((resolve) => setTimeout(() => resolve('still open'), CLOSE_WITHIN_MS)),
    ]);
    expect(closed).toEqual({ code: REALTIME_CLOSE_CODES.sessionEnded, reason: 'session ended' });
    expect(someoneElse.raw.readyState).toBe(someoneElse.raw.OPEN);
    await someoneElse.close();
  });
});
