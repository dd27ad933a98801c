import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { realtimeEventSchema, type RealtimeEvent } from '@patili/domain/chat';
import { WebSocket } from 'ws';

import type { TestApp } from '../../../test/setup-app.ts';
import type { HubOptions } from './hub.ts';
import { startRealtime, type Realtime } from './realtime.service.ts';
import { createSocketServer } from './socket.ts';

/**
 * What the realtime tests share: the test app listening on a real port with its WebSocket server
 * and listener (as src/index.ts runs it), and a `ws` client that collects the events it is sent.
 */

export type LiveServer = {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** `ws://127.0.0.1:<port>/api/realtime` */
  socketUrl: string;
  realtime: Realtime;
  close(): Promise<void>;
};

/** Starts the app's realtime and serves the app on a free port, WebSocket included. */
export const listenLive = async (
  testApp: TestApp,
  options: Omit<HubOptions, 'liveSessions'> = {},
): Promise<LiveServer> => {
  const realtime = await startRealtime(testApp.deps, options);
  const sockets = createSocketServer();
  const server = serve({
    fetch: testApp.app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    websocket: { server: sockets },
  });
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}/api/realtime`,
    realtime,
    close: async () => {
      await realtime.stop();
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

type SocketOptions = { cookie?: string; origin?: string; autoPong?: boolean };

const headersOf = ({ cookie }: SocketOptions) => (cookie ? { cookie } : {});

/**
 * A WebSocket client of `/api/realtime` that keeps every event it receives (each checked against
 * `realtimeEventSchema`), so a test can wait for one or check that one never came.
 */
export class TestSocket {
  readonly events: RealtimeEvent[] = [];
  /** Resolves with the close code and reason once the socket is closed (by either side). */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly listeners = new Set<() => void>();

  private constructor(readonly raw: WebSocket) {
    // A failure shows as the close (or the refused handshake), not as an unhandled error.
    raw.on('error', () => {});
    raw.on('message', (data) => {
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : (data instanceof ArrayBuffer ? Buffer.from(data) : data).toString('utf8');
      this.events.push(realtimeEventSchema.parse(JSON.parse(text)));
      for (const listener of [...this.listeners]) listener();
    });
    this.closed = new Promise((resolve) =>
      raw.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Opens a socket and waits for it to be open (a refused handshake rejects with its status). */
  static async open(url: string, options: SocketOptions = {}): Promise<TestSocket> {
    const raw = new WebSocket(url, {
      headers: headersOf(options),
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.autoPong === false ? { autoPong: false } : {}),
    });
    const socket = new TestSocket(raw);
    await new Promise<void>((resolve, reject) => {
      raw.once('open', () => resolve());
      raw.once('unexpected-response', (_request, response) => {
        raw.terminate();
        reject(new Error(`handshake refused: ${response.statusCode}`));
      });
      raw.once('error', reject);
    });
    return socket;
  }

  /** The HTTP status a refused handshake gets (or 101 if it was accepted, then closed). */
  static async refusal(url: string, options: SocketOptions = {}): Promise<number> {
    const raw = new WebSocket(url, {
      headers: headersOf(options),
      ...(options.origin ? { origin: options.origin } : {}),
    });
    raw.on('error', () => {});
    return new Promise<number>((resolve) => {
      raw.once('open', () => {
        raw.close();
        resolve(101);
      });
      raw.once('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        raw.terminate();
      });
    });
  }

  /**
   * The first event (received already or to come) that matches, within `timeoutMs`: long enough
   * for a machine busy with other suites, since an event that comes ends the wait at once.
   */
  next<T extends RealtimeEvent>(
    match: (event: RealtimeEvent) => event is T,
    timeoutMs?: number,
  ): Promise<T>;
  next(match: (event: RealtimeEvent) => boolean, timeoutMs?: number): Promise<RealtimeEvent>;
  next(match: (event: RealtimeEvent) => boolean, timeoutMs = 20_000): Promise<RealtimeEvent> {
    const found = this.events.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const listener = () => {
        const event = this.events.find(match);
        if (!event) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(event);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        reject(
          new Error(
            `no matching event within ${timeoutMs} ms; received: ${JSON.stringify(this.events)}`,
          ),
        );
      }, timeoutMs);
      this.listeners.add(listener);
    });
  }

  /** The events that match, once `waitMs` has passed (for what must not come). */
  async after(waitMs: number, match: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent[]> {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return this.events.filter(match);
  }

  close(): Promise<{ code: number; reason: string }> {
    if (this.raw.readyState === WebSocket.OPEN || this.raw.readyState === WebSocket.CONNECTING)
      this.raw.close();
    return this.closed;
  }
}

/** Event predicates. */
export const isType =
  <K extends RealtimeEvent['type']>(
    type: K,
    where: (event: Extract<RealtimeEvent, { type: K }>) => boolean = () => true,
  ) =>
  (event: RealtimeEvent): event is Extract<RealtimeEvent, { type: K }> =>
    event.type === type && where(event as Extract<RealtimeEvent, { type: K }>);
