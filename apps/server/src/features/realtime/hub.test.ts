import { REALTIME_CLOSE_CODES, type RealtimeEvent } from '@patili/domain/chat';
import { describe, expect, it } from 'vitest';

import { RealtimeHub, SOCKETS_PER_USER, type HubSocket } from './hub.ts';

/** A socket the hub can hold, recording what it was sent and how it was closed. */
class FakeSocket implements HubSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: RealtimeEvent[] = [];
  closedWith: number | 'terminated' | null = null;
  pings = 0;
  private pong: (() => void) | null = null;

  /** `answers`: a client that answers pings (as browsers and `ws` do), or one that went silent. */
  constructor(private readonly answers = true) {}

  send(data: string) {
    this.sent.push(JSON.parse(data) as RealtimeEvent);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
    this.readyState = 3;
  }
  terminate() {
    this.closedWith = 'terminated';
    this.readyState = 3;
  }
  ping() {
    this.pings += 1;
    if (this.answers) setTimeout(() => this.pong?.(), 1);
  }
  on(_event: 'pong', listener: () => void) {
    this.pong = listener;
    return this;
  }
}

const booking = (status: string): RealtimeEvent => ({
  type: 'booking',
  bookingId: '0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
  status,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RealtimeHub', () => {
  it("sends to every open socket of the user and no one else's", () => {
    const hub = new RealtimeHub();
    const [first, second, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    hub.add('ayse', 's1', first);
    hub.add('ayse', 's2', second);
    hub.add('deniz', 's3', other);
    expect(hub.send('ayse', booking('pending'))).toBe(2);
    expect(first.sent).toEqual([booking('pending')]);
    expect(second.sent).toEqual([booking('pending')]);
    expect(other.sent).toEqual([]);
    expect(hub.send('nobody', booking('pending'))).toBe(0);
    hub.remove(first);
    expect(hub.send('ayse', booking('confirmed'))).toBe(1);
    expect(first.sent).toHaveLength(1);
    hub.remove(second);
    expect(hub.has('ayse')).toBe(false);
    expect(hub.counts).toEqual({ sockets: 1, users: 1 });
  });

  it(`closes a user's oldest sockets past ${SOCKETS_PER_USER}`, () => {
    const hub = new RealtimeHub();
    const sockets = Array.from({ length: SOCKETS_PER_USER + 2 }, () => new FakeSocket());
    for (const socket of sockets) hub.add('ayse', 's', socket);
    expect(sockets.map((socket) => socket.closedWith)).toEqual([
      REALTIME_CLOSE_CODES.tooManySockets,
      REALTIME_CLOSE_CODES.tooManySockets,
      ...Array<null>(SOCKETS_PER_USER).fill(null),
    ]);
    expect(hub.counts).toEqual({ sockets: SOCKETS_PER_USER, users: 1 });
    hub.closeAll(REALTIME_CLOSE_CODES.restart, 'test');
  });

  it('drops a socket that is not reading instead of buffering more for it', () => {
    const hub = new RealtimeHub();
    const [slow, fine] = [new FakeSocket(), new FakeSocket()];
    hub.add('ayse', 's', slow);
    hub.add('ayse', 's', fine);
    slow.bufferedAmount = 2 * 1024 * 1024;
    expect(hub.send('ayse', booking('pending'))).toBe(1);
    expect(slow.closedWith).toBe('terminated');
    expect(hub.counts.sockets).toBe(1);
    hub.closeAll(REALTIME_CLOSE_CODES.restart, 'test');
  });

  it('pings, drops a socket that missed a ping, and closes the sockets of sessions that ended', async () => {
    const live = new Set(['kept']);
    const hub = new RealtimeHub({
      pingIntervalMs: 20,
      liveSessions: (ids) => Promise.resolve(new Set(ids.filter((id) => live.has(id)))),
    });
    const [answering, silent, ended] = [new FakeSocket(), new FakeSocket(false), new FakeSocket()];
    hub.add('ayse', 'kept', answering);
    hub.add('ayse', 'kept', silent);
    hub.add('deniz', 'ended', ended);
    await sleep(150);
    expect(answering.closedWith).toBeNull();
    expect(answering.pings).toBeGreaterThanOrEqual(2);
    expect(silent.closedWith).toBe('terminated');
    expect(ended.closedWith).toBe(REALTIME_CLOSE_CODES.sessionEnded);
    hub.closeAll(REALTIME_CLOSE_CODES.restart, 'test');
    expect(answering.closedWith).toBe(REALTIME_CLOSE_CODES.restart);
    hub.stop();
  });
});
