/**
 * Sends requests over a real socket, one at a time on one kept-alive connection, so that a server
 * that answers nothing, cuts an answer short, or closes a connection it said it would keep shows up.
 * In-process `app.request()` cannot see any of that.
 */
import http from 'node:http';
import type { Socket } from 'node:net';

import type { WireRequest } from './requests.ts';

export type Outcome =
  /** A complete answer. */
  | { kind: 'answer'; status: number; headers: http.IncomingHttpHeaders; body: Buffer }
  /**
   * The connection failed before the answer was complete (`status` if the status line had come).
   * `reused` names the request the connection carried before, when it was a kept-alive one: a
   * server that closes a connection after answering makes the next request on it fail.
   */
  | { kind: 'dropped'; error: string; status: number | null; reused: string | null }
  | { kind: 'timeout' }
  /** Node's client refused to send it (a header or path it considers invalid): a generator bug, not a server one. */
  | { kind: 'unsendable'; error: string };

type SocketState = {
  busy: boolean;
  last: WireRequest | null;
  lastStatus: number | null;
  announcedClose: boolean;
  reused: string | null;
};

/** Keep at most this much of each answer (enough for an error body). */
const KEEP_BYTES = 64 * 1024;

export type ConnectionOptions = {
  host: string;
  port: number;
  timeoutMs: number;
  /**
   * The server closed this connection between requests although its last answer did not say
   * `Connection: close`: the next request on it would have failed in a browser.
   */
  onClosedAfter: (request: WireRequest, status: number | null) => void;
};

/** One simulated browser tab: a single kept-alive connection. */
export class Connection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly sockets = new WeakMap<Socket, SocketState>();
  private closing = false;

  constructor(private readonly options: ConnectionOptions) {}

  private track(socket: Socket, request: WireRequest): SocketState {
    let state = this.sockets.get(socket);
    if (!state) {
      const created: SocketState = {
        busy: false,
        last: null,
        lastStatus: null,
        announcedClose: false,
        reused: null,
      };
      state = created;
      this.sockets.set(socket, created);
      socket.once('end', () => {
        // The server hung up. While a request is in flight, that request reports it; in between,
        // only an answer that announced the close may be followed by one.
        if (!this.closing && !created.busy && !created.announcedClose && created.last)
          this.options.onClosedAfter(created.last, created.lastStatus);
      });
    }
    state.busy = true;
    state.reused = state.last
      ? `${state.last.method} ${state.last.path.slice(0, 200)} → ${state.lastStatus ?? 'no answer'}`
      : null;
    state.last = request;
    state.lastStatus = null;
    state.announcedClose = false;
    return state;
  }

  /** Sends a request with extra headers (the session cookie) that its reproducer leaves out. */
  send(request: WireRequest, extraHeaders: Record<string, string> = {}): Promise<Outcome> {
    return new Promise((resolve) => {
      let settled = false;
      let state: SocketState | null = null;
      let status: number | null = null;
      const settle = (outcome: Outcome) => {
        if (state) {
          state.busy = false;
          // A connection that failed a request is done: its hang-up is that request's, already reported.
          if (outcome.kind !== 'answer') state.announcedClose = true;
        }
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      let outgoing: http.ClientRequest;
      try {
        outgoing = http.request({
          agent: this.agent,
          host: this.options.host,
          port: this.options.port,
          method: request.method,
          path: request.path,
          headers: {
            ...request.headers,
            ...extraHeaders,
            ...(request.body ? { 'content-length': String(request.body.length) } : {}),
          },
        });
      } catch (error) {
        settle({ kind: 'unsendable', error: String(error) });
        return;
      }
      outgoing.on('socket', (socket) => {
        state = this.track(socket, request);
      });
      outgoing.setTimeout(this.options.timeoutMs, () => {
        settle({ kind: 'timeout' });
        outgoing.destroy();
      });
      const dropped = (error: NodeJS.ErrnoException | string): Outcome => ({
        kind: 'dropped',
        error: typeof error === 'string' ? error : (error.code ?? error.message),
        status,
        reused: state?.reused ?? null,
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => settle(dropped(error)));
      outgoing.on('response', (response) => {
        status = response.statusCode ?? 0;
        if (state) {
          state.lastStatus = status;
          state.announcedClose = /\bclose\b/i.test(response.headers.connection ?? '');
        }
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < KEEP_BYTES) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () =>
          settle({
            kind: 'answer',
            status: status!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('aborted', () => settle(dropped('answer cut off')));
        response.on('error', (error: NodeJS.ErrnoException) => settle(dropped(error)));
      });
      outgoing.end(request.body ?? undefined);
    });
  }

  close(): void {
    this.closing = true;
    this.agent.destroy();
  }
}
