import { APP_ERROR_MESSAGES } from '@patili/domain/shared';

import { localeFromHeader, t } from './i18n.ts';

/** How long a client waits before asking a starting (or stopping) server again, in seconds. */
const STARTING_RETRY_AFTER_SECONDS = 2;

/**
 * What the port answers before the app is built (while the database is waited for and migrated):
 * the liveness probes say the process is up; readiness, the API and the pages say 503 with
 * `Retry-After` and the translated message, so a load balancer keeps the process out until ready.
 */
export const startingFetch = (request: Request): Response => {
  const { pathname } = new URL(request.url);
  const headers = { 'cache-control': 'no-store', 'retry-after': String(STARTING_RETRY_AFTER_SECONDS) };
  if (pathname === '/health' || pathname === '/api/health/live') return Response.json({ status: 'ok' }, { headers });
  if (pathname === '/ready' || pathname === '/api/health/ready') {
    return Response.json({ status: 'unready', database: 'unavailable', migrations: 'unknown', stopping: false }, { status: 503, headers });
  }
  const message = t(localeFromHeader(request.headers.get('accept-language')), APP_ERROR_MESSAGES.SERVICE_UNAVAILABLE);
  if (pathname.startsWith('/api/')) return Response.json({ code: 'SERVICE_UNAVAILABLE', message }, { status: 503, headers });
  return new Response(message, { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' } });
};
