import type { RealtimeEvent } from '@patili/domain/chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  parseRealtimeFrame,
  RealtimeClient,
  reconnectDelay,
  RECONNECT_BACKOFF,
  realtimeUrl,
  type RealtimeReady,
  type RealtimeStatus,
} from './realtime';

/** A WebSocket the test drives: it opens, speaks and drops when told. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readonly url: string;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }

  close() {
    this.closed = true;
  }

  say(frame: unknown) {
    this.onmessage?.({
      data: typeof frame === 'string' ? frame : JSON.stringify(frame),
    } as MessageEvent);
  }

  drop() {
    this.closed = true;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code: 1006 } as CloseEvent);
  }
}

const latest = () => FakeSocket.all.at(-1)!;

const message: RealtimeEvent = {
  type: 'message',
  chatId: 'booking_0192f7a0-1c2d-7e3f-8a4b-5c6d7e8f9a0b',
  asker: null,
  message: {
    id: 'm1',
    clientId: 'c1',
    senderId: 'u2',
    text: 'Merhaba',
    contactMask: 'none',
    attachments: [],
    createdAt: '2026-11-24T10:00:00.000Z',
    cursor: '1',
  },
};

const setup = () => {
  const events: RealtimeEvent[] = [];
  const readies: RealtimeReady[] = [];
  const statuses: RealtimeStatus[] = [];
  const client = new RealtimeClient({
    url: 'ws://patili.test/api/realtime',
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    // The middle of every jitter range: delays are exactly 3/4 of the ceiling.
    random: () => 0.5,
    now: () => 1_000,
    onEvent: (event) => events.push(event),
    onReady: (ready) => readies.push(ready),
    onStatus: (status) => statuses.push(status),
  });
  return { client, events, readies, statuses };
};

describe('reconnectDelay', () => {
  it('doubles from the base with jitter in the upper half, and never passes the cap', () => {
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_BACKOFF.baseMs / 2);
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_BACKOFF.baseMs);
    expect(reconnectDelay(3, () => 1)).toBe(8_000);
    expect(reconnectDelay(3, () => 0)).toBe(4_000);
    for (const attempt of [5, 6, 10, 50, 1_000]) {
      expect(reconnectDelay(attempt, () => 1)).toBe(RECONNECT_BACKOFF.capMs);
      expect(reconnectDelay(attempt, () => 0)).toBe(RECONNECT_BACKOFF.capMs / 2);
    }
  });
});

describe('realtimeUrl', () => {
  it('uses the page’s host, with wss under https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'patili.app' })).toBe(
      'wss://patili.app/api/realtime',
    );
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:3310' })).toBe(
      'ws://127.0.0.1:3310/api/realtime',
    );
  });
});

describe('parseRealtimeFrame', () => {
  it('reads the contract’s events and ignores anything else', () => {
    expect(parseRealtimeFrame(JSON.stringify(message))).toEqual(message);
    expect(parseRealtimeFrame(JSON.stringify({ type: 'ready', userId: 'u1' }))).toEqual({
      type: 'ready',
      userId: 'u1',
    });
    expect(parseRealtimeFrame('not json')).toBeNull();
    expect(parseRealtimeFrame(JSON.stringify({ type: 'shout', text: 'x' }))).toBeNull();
    expect(parseRealtimeFrame(JSON.stringify({ type: 'message', chatId: 'x' }))).toBeNull();
    expect(parseRealtimeFrame(new ArrayBuffer(2))).toBeNull();
  });
});

describe('RealtimeClient', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects once, passes events on after ready, and ignores frames it cannot read', () => {
    const { client, events, readies, statuses } = setup();
    client.start();
    client.start();
    expect(FakeSocket.all).toHaveLength(1);
    expect(latest().url).toBe('ws://patili.test/api/realtime');
    expect(statuses).toEqual(['connecting']);

    latest().say({ type: 'ready', userId: 'u1' });
    latest().say('garbage');
    latest().say(message);
    expect(readies).toEqual([{ resumed: false, connectingSince: 1_000 }]);
    expect(events).toEqual([message]);
    expect(statuses).toEqual(['connecting', 'open']);
    client.stop();
  });

  it('reconnects with growing delays while the server is away, and says "resumed" when back', () => {
    const { client, readies, statuses } = setup();
    client.start();
    latest().say({ type: 'ready', userId: 'u1' });

    latest().drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    // Attempt 0 waits 3/4 of 1 s, then 3/4 of 2 s, 4 s, 8 s… each try refused at once.
    const waits = [750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500];
    for (const wait of waits) {
      const before = FakeSocket.all.length;
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(before + 1);
      latest().drop();
    }

    vi.advanceTimersByTime(22_500);
    latest().say({ type: 'ready', userId: 'u1' });
    expect(readies.at(-1)).toEqual({ resumed: true, connectingSince: 1_000 });
    expect(statuses.at(-1)).toBe('open');

    // A ready connection resets the back-off: the next drop waits the first delay again.
    latest().drop();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(750);
    expect(FakeSocket.all).toHaveLength(before + 1);
    client.stop();
  });

  it('keeps backing off when sockets open but are closed before ready (a refused session)', () => {
    const { client, readies } = setup();
    client.start();
    latest().onopen?.(new Event('open'));
    latest().drop();
    vi.advanceTimersByTime(750);
    latest().onopen?.(new Event('open'));
    latest().drop();
    const before = FakeSocket.all.length;
    vi.advanceTimersByTime(1_499);
    expect(FakeSocket.all).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(before + 1);
    expect(readies).toEqual([]);
    client.stop();
  });

  it('drops the socket when the browser goes offline and reconnects at once when it is back', () => {
    const { client, readies } = setup();
    client.start();
    const first = latest();
    first.say({ type: 'ready', userId: 'u1' });

    window.dispatchEvent(new Event('offline'));
    expect(first.closed).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
    latest().say({ type: 'ready', userId: 'u1' });
    expect(readies.map((ready) => ready.resumed)).toEqual([false, true]);
    client.stop();
  });

  it('closes for good on stop: no reconnect, no events, and no longer listens to the network', () => {
    const { client, events, statuses } = setup();
    client.start();
    const socket = latest();
    socket.say({ type: 'ready', userId: 'u1' });
    client.stop();
    expect(socket.closed).toBe(true);
    expect(statuses.at(-1)).toBe('idle');
    socket.say(message);
    socket.drop();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(events).toEqual([]);
  });
});

describe('RealtimeClient: closes the server means', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  const closeWith = (socket: FakeSocket, code: number) => {
    socket.closed = true;
    socket.onclose?.({ code } as CloseEvent);
  };

  it('stops for good when the session has ended (4001): reconnecting would only be refused', () => {
    const { client, statuses } = setup();
    client.start();
    latest().say({ type: 'ready', userId: 'u1' });
    closeWith(latest(), 4001);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('waits until the tab is looked at again when newer tabs took its place (4008), then reconnects', () => {
    const { client } = setup();
    client.start();
    latest().say({ type: 'ready', userId: 'u1' });
    closeWith(latest(), 4008);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(FakeSocket.all).toHaveLength(2);
    client.stop();
  });

  it('reconnects after a restart (1012) like after any drop', () => {
    const { client } = setup();
    client.start();
    latest().say({ type: 'ready', userId: 'u1' });
    closeWith(latest(), 1012);
    vi.advanceTimersByTime(RECONNECT_BACKOFF.baseMs * 2);
    expect(FakeSocket.all).toHaveLength(2);
    client.stop();
  });
});
