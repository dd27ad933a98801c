import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { trustedOrigins } from './origins.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True when a browser names another site's page as the sender (`Origin`, else `Sec-Fetch-Site`). */
const isCrossSite = (c: Context<AppEnv>): boolean => {
  const origin = c.req.header('origin') || undefined;
  if (origin !== undefined) return !trustedOrigins(c.get('deps').config, c.req.raw).includes(origin);
  const site = c.req.header('sec-fetch-site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
};

/**
 * Refuses a state-changing API request sent by a page of another site (cross-site request
 * forgery): SameSite=Lax cookies alone still travel from a same-site page such as another port or
 * a sibling subdomain. A browser names the sending page in `Origin` (and `Sec-Fetch-Site`); a
 * request that carries neither comes from a program, not from a victim's browser, and passes.
 * A step of the API's guards (`api-guards.ts`).
 */
export const refuseCrossSiteChange = (c: Context<AppEnv>) => {
  if (!SAFE_METHODS.has(c.req.method) && isCrossSite(c))
    throw new AppError('FORBIDDEN', { messageKey: 'errors:crossSite' });
};

/**
 * The same refusal for a WebSocket handshake (`GET /api/realtime`): CORS does not protect a
 * WebSocket, so without it any site could open a socket with the visitor's cookie and read their
 * live updates (cross-site WebSocket hijacking).
 */
export const sameOriginSocket = createMiddleware<AppEnv>(async (c, next) => {
  if (isCrossSite(c)) throw new AppError('FORBIDDEN', { messageKey: 'errors:crossSite' });
  await next();
});
