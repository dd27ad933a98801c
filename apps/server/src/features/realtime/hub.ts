import { REALTIME_CLOSE_CODES, type RealtimeEvent } from '@patili/domain/chat';

import { logger } from '../../lib/logger.ts';

/**
 * What the hub needs of a socket: the `ws` WebSocket that `upgradeWebSocket` hands over as `raw`
 * (a test may give its own).
 */
export type HubSocket = {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): unknown;
};

/** Sockets one user may hold in one process (one per tab); past it the oldest is closed. */
export const SOCKETS_PER_USER = 10;
/**
 * Between pings. A socket that has not answered one ping by the next is dropped: about 50 s after
 * a laptop lid closes or a phone leaves coverage, not the operating system's 2 hours. Proxies keep
 * a connection open while frames pass, and 25 s is below their usual 60 s idle limit.
 */
export const PING_INTERVAL_MS = 25_000;
/** A socket that buffers more than this (a client that stopped reading) is dropped, not fed. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** `WebSocket.OPEN`. */
const OPEN = 1;

type Entry = { socket: HubSocket; userId: string; sessionId: string; alive: boolean };

export type HubOptions = {
  pingIntervalMs?: number;
  /**
   * Which of these sessions may still hear their events (signed in, not expired, account active):
   * asked after each ping round; the sockets of the others are closed (`sessionEnded`).
   */
  liveSessions?: (sessionIds: string[]) => Promise<ReadonlySet<string>>;
};

/**
 * The sockets this process holds, by user. Every process has its own: a change made anywhere
 * reaches each process through the database (`listener.ts`), and each tells the sockets it holds.
 */
export class RealtimeHub {
  private readonly byUser = new Map<string, Entry[]>();
  private readonly bySocket = new Map<HubSocket, Entry>();
  private heartbeat: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(private readonly options: HubOptions = {}) {}

  /** Holds a newly opened socket of a user's session; closes the user's oldest past `SOCKETS_PER_USER`. */
  add(userId: string, sessionId: string, socket: HubSocket): void {
    if (this.bySocket.has(socket)) return;
    const entry: Entry = { socket, userId, sessionId, alive: true };
    socket.on('pong', () => {
      entry.alive = true;
    });
    const sockets = [...(this.byUser.get(userId) ?? []), entry];
    this.byUser.set(userId, sockets);
    this.bySocket.set(socket, entry);
    // Oldest first: the tabs opened long ago give way.
    for (const oldest of sockets.slice(0, Math.max(0, sockets.length - SOCKETS_PER_USER))) {
      this.drop(oldest, REALTIME_CLOSE_CODES.tooManySockets, 'too many sockets');
    }
    this.startHeartbeat();
  }

  /** Forgets a socket (it closed). */
  remove(socket: HubSocket): void {
    const entry = this.bySocket.get(socket);
    if (!entry) return;
    this.bySocket.delete(socket);
    const sockets = this.byUser.get(entry.userId);
    if (sockets) {
      const rest = sockets.filter((item) => item !== entry);
      if (rest.length === 0) this.byUser.delete(entry.userId);
      else this.byUser.set(entry.userId, rest);
    }
    if (this.bySocket.size === 0) this.stopHeartbeat();
  }

  /** True when this process holds a socket of the user. */
  has(userId: string): boolean {
    return this.byUser.has(userId);
  }

  /** True when this process holds no socket at all (a signal then needs no reading). */
  get empty(): boolean {
    return this.bySocket.size === 0;
  }

  /** Sockets held, and the users they belong to. */
  get counts(): { sockets: number; users: number } {
    return { sockets: this.bySocket.size, users: this.byUser.size };
  }

  /** Sends an event to every open socket of a user here; answers how many it went to. */
  send(userId: string, event: RealtimeEvent): number {
    const sockets = this.byUser.get(userId);
    if (!sockets) return 0;
    const data = JSON.stringify(event);
    let sent = 0;
    for (const entry of [...sockets]) {
      if (entry.socket.readyState !== OPEN) continue;
      if (entry.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.drop(entry, null, 'not reading');
        continue;
      }
      try {
        entry.socket.send(data);
        sent += 1;
      } catch (error) {
        logger.warn(
          `a socket could not be written: ${error instanceof Error ? error.message : String(error)}`,
        );
        this.drop(entry, null, 'write failed');
      }
    }
    return sent;
  }

  /** Sends an event to every socket held here (what every signed-in user may read changed). */
  sendToAll(event: RealtimeEvent): void {
    for (const userId of [...this.byUser.keys()]) this.send(userId, event);
  }

  /** Closes every socket held (the clients reconnect, and refetch what they may have missed). */
  closeAll(code: number, reason: string): void {
    for (const entry of [...this.bySocket.values()]) this.drop(entry, code, reason);
  }

  /** Stops pinging (the server is closing). */
  stop(): void {
    this.stopHeartbeat();
  }

  /** Forgets a socket and closes it with `code`, or cuts it (`null`: it cannot answer a close). */
  private drop(entry: Entry, code: number | null, reason: string): void {
    this.remove(entry.socket);
    try {
      if (code === null) entry.socket.terminate();
      else entry.socket.close(code, reason);
    } catch {
      // Already gone.
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(
      () => this.beat(),
      this.options.pingIntervalMs ?? PING_INTERVAL_MS,
    );
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (!this.heartbeat) return;
    clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** One ping round: drops the sockets that did not answer the last one, pings the rest, checks the sessions. */
  private beat(): void {
    for (const entry of [...this.bySocket.values()]) {
      if (!entry.alive) {
        this.drop(entry, null, 'no pong');
        continue;
      }
      entry.alive = false;
      try {
        entry.socket.ping();
      } catch {
        this.drop(entry, null, 'ping failed');
      }
    }
    void this.checkSessions();
  }

  /**
   * Closes a user's sockets whose sessions may no longer hear, now (another process, or this one,
   * said the user's sessions changed): what the heartbeat's round would do for them later.
   */
  async checkSessionsOf(userId: string): Promise<void> {
    const { liveSessions } = this.options;
    const sockets = this.byUser.get(userId);
    if (!liveSessions || !sockets || sockets.length === 0) return;
    const entries = [...sockets];
    try {
      const live = await liveSessions([...new Set(entries.map((entry) => entry.sessionId))]);
      for (const entry of entries)
        if (!live.has(entry.sessionId)) this.drop(entry, REALTIME_CLOSE_CODES.sessionEnded, 'session ended');
    } catch (error) {
      logger.warn(
        `a user's sessions could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Closes the sockets of sessions that ended (signed out, expired, account deactivated or deleted). */
  private async checkSessions(): Promise<void> {
    const { liveSessions } = this.options;
    if (!liveSessions || this.checking || this.bySocket.size === 0) return;
    this.checking = true;
    try {
      const asked = new Set([...this.bySocket.values()].map((entry) => entry.sessionId));
      const live = await liveSessions([...asked]);
      for (const entry of [...this.bySocket.values()]) {
        // A socket opened during the check was not asked about: the next round asks.
        if (asked.has(entry.sessionId) && !live.has(entry.sessionId)) {
          this.drop(entry, REALTIME_CLOSE_CODES.sessionEnded, 'session ended');
        }
      }
    } catch (error) {
      // The next round asks again; a socket is never closed because the database was busy.
      logger.warn(
        `the sockets' sessions could not be checked: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.checking = false;
    }
  }
}
