import { AppError } from '../../lib/app-error.ts';
import { createRouter } from '../../lib/create-router.ts';
import { realtimeRoute } from './realtime.routes.ts';

/**
 * `GET /api/realtime`: the route's middleware checks the origin and the session and answers a
 * WebSocket handshake itself (101); what reaches the handler is a request that is not one.
 */
export const realtimeRouter = createRouter().openapi(realtimeRoute, () => {
  throw new AppError('BAD_REQUEST', { messageKey: 'chat:errors.websocketOnly' });
});
