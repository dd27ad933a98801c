import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** What the server knows of one client connection. */
type Connection = {
  /** Requests being answered on it (a WebSocket counts as one until it closes). */
  busy: number;
  /** When its last answer was sent (performance.now()). */
  idleSince: number;
  /** Bytes read by then: more read since means a next request is arriving. */
  bytesAtIdle: number;
};

/**
 * A connection idle this long while the server drains is closed: a client sending constant
 * traffic has sent its next request well within it (and is answered, with `Connection: close`);
 * one that sends nothing is not waiting for anything.
 */
export const IDLE_GRACE_MS = 500;

export type DrainResult = {
  /** The deadline came first: this many connections were cut with requests still unanswered. */
  forced: boolean;
  cut: number;
};

export type ConnectionTracker = {
  /** Open client connections (HTTP and upgraded WebSockets). */
  count(): number;
  /**
   * Stops accepting connections and waits for the open ones to finish: a busy one is answered (and
   * asked to close); an idle one is closed once it has been idle for `IDLE_GRACE_MS`. At the
   * deadline whatever is still open is cut.
   */
  drain(timeoutMs: number): Promise<DrainResult>;
};

/**
 * Follows the HTTP server's connections for a shutdown that resets no request. Node's own
 * `server.close()` closes every idle keep-alive connection at once; under load a connection the
 * server sees as idle often has the client's next request already on its way (sent, not yet read),
 * and closing it resets that request. Here a connection is closed only after it has been idle for
 * a moment with nothing more arriving, checked after the event loop has read what came in.
 */
export const trackConnections = (server: Server): ConnectionTracker => {
  const connections = new Map<Socket, Connection>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, idleSince: performance.now(), bytesAtIdle: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const connection = connections.get(request.socket);
    if (!connection) return;
    connection.busy += 1;
    response.once('close', () => {
      connection.busy -= 1;
      connection.idleSince = performance.now();
      connection.bytesAtIdle = request.socket.bytesRead;
    });
  });
  // An upgraded connection (a WebSocket) is busy until it closes: its server closes it (code 1012).
  server.on('upgrade', (request: { socket: Socket }) => {
    const connection = connections.get(request.socket);
    if (connection) connection.busy += 1;
  });

  const stopListening = () => {
    // `close()` would also close the idle connections at once (see above); those are left to the
    // drain below. Closing stops new connections; its callback is not waited for.
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    try {
      server.close();
    } finally {
      server.closeIdleConnections = closeIdle;
    }
  };

  const drain = (timeoutMs: number) =>
    new Promise<DrainResult>((resolve) => {
      stopListening();
      const deadline = performance.now() + timeoutMs;
      const check = () => {
        const now = performance.now();
        for (const [socket, connection] of connections) {
          const quiet = connection.busy === 0 && socket.bytesRead === connection.bytesAtIdle;
          if (quiet && now - connection.idleSince >= IDLE_GRACE_MS) socket.destroy();
        }
        if (connections.size === 0) {
          clearInterval(timer);
          resolve({ forced: false, cut: 0 });
        } else if (now >= deadline) {
          clearInterval(timer);
          const cut = [...connections.values()].filter((connection) => connection.busy > 0).length;
          for (const socket of connections.keys()) socket.destroy();
          resolve({ forced: cut > 0, cut });
        }
      };
      // Checked in the loop's check phase, after it read what arrived: a request that came in is
      // seen as busy before its connection could look idle.
      const timer = setInterval(() => setImmediate(check), 50);
      setImmediate(check);
    });

  return { count: () => connections.size, drain };
};
