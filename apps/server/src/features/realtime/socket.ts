import { upgradeWebSocket } from '@hono/node-server';
import type { RealtimeEvent } from '@patili/domain/chat';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { WebSocketServer, type WebSocket } from 'ws';

import type { AppEnv } from '../../lib/context.ts';
import { logger } from '../../lib/logger.ts';
import { currentUser } from '../../lib/require-access.ts';
import { hubOf } from './realtime.service.ts';

/**
 * Clients send nothing on the socket (what they do goes through the HTTP API), so a frame larger
 * than this is refused (`ws` closes with 1009) instead of buffered: `ws` accepts 100 MiB by default.
 */
const MAX_CLIENT_FRAME_BYTES = 4 * 1024;

/**
 * The WebSocket server that `serve` hands upgrades to (one port for HTTP and WebSocket):
 * src/index.ts and every test or bench that listens on a real port. `noServer`: the HTTP server owns the port, and the app's
 * `GET /api/realtime` decides (origin, session) before a socket opens.
 */
export const createSocketServer = () =>
  new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });

/**
 * Opens the caller's socket once `realtimeRoute`'s middleware let the request through: held by
 * this process's hub until it closes, and greeted with `ready` (the client then refetches what it
 * may have missed while it had no socket).
 */
const upgrade = upgradeWebSocket((c: Context) => {
  const context = c as Context<AppEnv>;
  const user = currentUser(context);
  const hub = hubOf(context.get('deps'));
  return {
    onOpen: (_event, ws) => {
      const socket = ws.raw as unknown as WebSocket;
      hub.add(user.id, user.sessionId, socket);
      const ready: RealtimeEvent = { type: 'ready', userId: user.id };
      ws.send(JSON.stringify(ready));
    },
    onClose: (_event, ws) => {
      hub.remove(ws.raw as unknown as WebSocket);
    },
    onError: (event, ws) => {
      logger.debug(`realtime: a socket failed: ${event.type}`);
      hub.remove(ws.raw as unknown as WebSocket);
    },
  };
});

/**
 * Only a handshake that `serve` hands over with a WebSocket server (it calls the app with the
 * request and no response object yet) can become a socket; `upgradeWebSocket` would answer any
 * other with a 500 (an in-process request, a server started without `websocket`). Those, and
 * requests that are not handshakes, go on to the route's handler (400).
 */
export const acceptSocket = createMiddleware<AppEnv>(async (c, next) => {
  const env = c.env as { incoming?: unknown; outgoing?: unknown } | undefined;
  if (env?.incoming === undefined || env.outgoing !== undefined) return next();
  return upgrade(c, next);
});
