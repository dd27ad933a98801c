import { REALTIME_CLOSE_CODES, realtimeEventSchema, type RealtimeEvent } from '@patili/domain/chat';
import { useEffect, useSyncExternalStore } from 'react';

import { API_PATHS } from './api-client';

/**
 * Live updates (decision 013): one WebSocket per tab to
 * `/api/realtime` while someone is signed in, authenticated by the session cookie. The server
 * pushes `RealtimeEvent`s; every one of them can also be read by a refetch, so after a drop the
 * client reconnects with back-off and its listeners refetch what may have been missed.
 *
 * This module knows nothing of features: the app wires the events to the caches
 * (`app/realtime-bridge.tsx`).
 */

/** `connecting` before the first `ready`, `reconnecting` after a drop until the next one. */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

/** Back-off between attempts: doubles from `baseMs` up to `capMs`, with jitter. */
export const RECONNECT_BACKOFF = { baseMs: 1_000, capMs: 30_000 } as const;

/**
 * The wait before reconnect attempt `attempt` (0 for the first after a drop): the exponential
 * ceiling, of which a random half ("equal jitter"), so tabs that lost the same server do not
 * all come back in the same instant and none waits longer than the cap.
 */
export const reconnectDelay = (attempt: number, random: () => number = Math.random): number => {
  const ceiling = Math.min(
    RECONNECT_BACKOFF.capMs,
    RECONNECT_BACKOFF.baseMs * 2 ** Math.min(attempt, 20),
  );
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
};

/** The socket's address on the page's own origin (`wss:` under https), so the cookie goes with it. */
export const realtimeUrl = (
  location: { protocol: string; host: string } = window.location,
): string => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${API_PATHS.realtime}`;

/** What listeners hear once a connection is ready. */
export type RealtimeReady = {
  /** True when an earlier connection of this client dropped: events may have been missed since. */
  resumed: boolean;
  /** When this client first started connecting (ms): data fetched before then may be behind. */
  connectingSince: number;
};

export type RealtimeClientOptions = {
  url: string;
  onEvent: (event: RealtimeEvent) => void;
  onReady?: (ready: RealtimeReady) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Tests pass a fake; the browser's WebSocket otherwise. */
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
  now?: () => number;
};

/** The parsed event of a frame, or null for anything that is not one (ignored). */
export const parseRealtimeFrame = (data: unknown): RealtimeEvent | null => {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = realtimeEventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * One WebSocket that keeps itself connected: on a close or error it waits `reconnectDelay` and
 * tries again, until `stop`. A connection counts as up once the server says `ready` (an open that
 * is closed at once, e.g. a refused session, keeps backing off). Going offline closes the socket;
 * coming back online reconnects at once.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private everReady = false;
  private stopped = true;
  private connectingSince = 0;
  private status: RealtimeStatus = 'idle';
  private readonly options: RealtimeClientOptions;

  constructor(options: RealtimeClientOptions) {
    this.options = options;
  }

  get currentStatus(): RealtimeStatus {
    return this.status;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connectingSince = this.now();
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.handleOnline);
      window.addEventListener('offline', this.handleOffline);
    }
    this.connect();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.handleOnline);
      window.removeEventListener('offline', this.handleOffline);
    }
    this.clearTimer();
    this.dropSocket();
    this.setStatus('idle');
  }

  /** Reconnects now with the back-off reset (the browser is back online). */
  reconnectNow(): void {
    if (this.stopped) return;
    this.clearTimer();
    this.dropSocket();
    this.attempt = 0;
    this.connect();
  }

  private readonly handleOnline = () => this.reconnectNow();

  private readonly handleOffline = () => {
    if (this.stopped || !this.socket) return;
    // The socket may linger half-open for minutes; drop it and wait for `online` (or the back-off).
    this.dropSocket();
    this.scheduleReconnect();
  };

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private connect(): void {
    this.setStatus(this.everReady ? 'reconnecting' : 'connecting');
    let socket: WebSocket;
    try {
      socket = (this.options.createSocket ?? ((url) => new WebSocket(url)))(this.options.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onmessage = (message: MessageEvent) => {
      const event = parseRealtimeFrame(message.data);
      if (!event) return;
      if (event.type === 'ready') {
        const resumed = this.everReady;
        this.everReady = true;
        this.attempt = 0;
        this.setStatus('open');
        this.options.onReady?.({ resumed, connectingSince: this.connectingSince });
        return;
      }
      this.options.onEvent(event);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event.code === REALTIME_CLOSE_CODES.sessionEnded) {
        // Signed out elsewhere, expired or deactivated: reconnecting would only be refused.
        this.stop();
        return;
      }
      if (event.code === REALTIME_CLOSE_CODES.tooManySockets) {
        // Newer tabs took this user's sockets: wait until this tab is looked at again, so tabs
        // do not keep pushing each other out.
        this.waitUntilVisible();
        return;
      }
      this.scheduleReconnect();
    };
    // An error is always followed by a close, which reconnects.
    socket.onerror = () => {};
  }

  private waitUntilVisible(): void {
    this.clearTimer();
    this.setStatus('idle');
    if (typeof document === 'undefined') return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', onVisible);
      this.reconnectNow();
    };
    document.addEventListener('visibilitychange', onVisible);
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.clearTimer();
    this.setStatus(this.everReady ? 'reconnecting' : 'connecting');
    const delay = reconnectDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}

/** Told of every pushed event and of every (re)connection. */
export type RealtimeListener = {
  onEvent?: (event: RealtimeEvent) => void;
  onReady?: (ready: RealtimeReady) => void;
};

const listeners = new Set<RealtimeListener>();
const statusListeners = new Set<() => void>();
let shared: { client: RealtimeClient; key: string; users: number } | null = null;
let pendingStop: ReturnType<typeof setTimeout> | null = null;
let sharedStatus: RealtimeStatus = 'idle';

const setSharedStatus = (status: RealtimeStatus) => {
  sharedStatus = status;
  for (const listener of statusListeners) listener();
};

const stopShared = () => {
  shared?.client.stop();
  shared = null;
  setSharedStatus('idle');
};

/**
 * Holds the tab's one connection for `key` (the signed-in user's id) until the returned release.
 * A different key (another user signed in) replaces the connection. The last release closes it
 * on the next tick, so a component that remounts at once (React's strict mode) keeps the socket.
 */
export const acquireRealtime = (key: string): (() => void) => {
  if (pendingStop !== null) {
    clearTimeout(pendingStop);
    pendingStop = null;
  }
  if (shared && shared.key !== key) stopShared();
  if (!shared) {
    const client = new RealtimeClient({
      url: realtimeUrl(),
      onEvent: (event) => {
        for (const listener of listeners) listener.onEvent?.(event);
      },
      onReady: (ready) => {
        for (const listener of listeners) listener.onReady?.(ready);
      },
      onStatus: setSharedStatus,
    });
    shared = { client, key, users: 0 };
    client.start();
  }
  const held = shared;
  held.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.users -= 1;
    if (held !== shared || held.users > 0) return;
    pendingStop = setTimeout(() => {
      pendingStop = null;
      if (shared === held && held.users === 0) stopShared();
    }, 0);
  };
};

/** Listens to the tab's connection (whoever holds it); returns the unsubscribe. */
export const subscribeRealtime = (listener: RealtimeListener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Keeps the tab's connection open while `key` is given (a signed-in user's id); closed without. */
export const useRealtimeConnection = (key: string | null) => {
  useEffect(() => (key ? acquireRealtime(key) : undefined), [key]);
};

const subscribeStatus = (listener: () => void) => {
  statusListeners.add(listener);
  return () => {
    statusListeners.delete(listener);
  };
};

/** The tab's connection state, for a "reconnecting…" line. */
export const useRealtimeStatus = (): RealtimeStatus =>
  useSyncExternalStore(
    subscribeStatus,
    () => sharedStatus,
    () => 'idle',
  );
