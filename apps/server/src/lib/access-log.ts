import { randomUUID } from 'node:crypto';

import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';

import type { AppDeps, AppEnv } from './context.ts';
import { logger } from './logger.ts';

/** A caller's request id is kept when it is a plain token (a proxy's or a client's); else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const requestIdOf = (given: string | undefined): string => (given && REQUEST_ID.test(given) ? given : randomUUID());

/**
 * Every request's access line and metrics, the app's outermost link: a request id (from
 * `X-Request-Id`, or new, and returned in it), then once answered one log line with the method,
 * the route pattern (never the path with its ids, nor the query), the status and the duration.
 * While the process stops, each answer asks the client to close its connection.
 */
export const accessLog = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    const { status } = c.res;
    // On the answer's own headers: `c.header` after the answer is made would copy it into a new
    // Response (with a stream for its body), which costs more than the rest of a light request.
    c.res.headers.set('x-request-id', requestId);
    if (deps.lifecycle.stopping) c.res.headers.set('connection', 'close');
    deps.metrics.observeRequest({ method: c.req.method, route, status }, seconds);
    logger.info('request', { requestId, method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10 });
  });

/** The pattern of the route that answered (`/api/pets/:id`), or the catch-all's. */
const routeOf = (c: Parameters<typeof routePath>[0]): string => {
  try {
    return routePath(c);
  } catch {
    return 'unmatched';
  }
};
