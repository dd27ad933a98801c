import { createRoute } from '@hono/zod-openapi';

import { errorResponses } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';
import { sameOriginSocket } from '../../lib/same-origin.ts';
import { acceptSocket } from './socket.ts';

/** The socket's address: the web app connects to `ws(s)://<its host>/api/realtime`. */
export const REALTIME_PATH = '/api/realtime';

export const realtimeRoute = createRoute({
  operationId: 'realtime',
  method: 'get',
  path: REALTIME_PATH,
  tags: ['realtime'],
  summary: "The caller's live updates: one WebSocket per tab, authenticated by the session cookie",
  description:
    'A WebSocket handshake only (a plain GET is 400). The server sends JSON text messages, each a ' +
    '`RealtimeEvent` of @patili/domain/chat: `ready` first, then `message`, `read`, `notification` ' +
    'and `booking` as they happen, from any server process. The client sends nothing. Every event ' +
    'can also be read over HTTP, so a client refetches after each (re)connect. Refused from pages ' +
    'of other sites (403). Close codes: `REALTIME_CLOSE_CODES`.',
  middleware: [sameOriginSocket, requireAccess('read:realtime:own'), acceptSocket] as const,
  responses: {
    101: {
      description:
        'Switching Protocols: the socket is open and its first message is `{ "type": "ready", "userId" }`',
    },
    ...errorResponses(400, 401, 403),
  },
});
