import { createMiddleware } from 'hono/factory';

import { AppError } from './app-error.ts';
import type { AppEnv } from './context.ts';
import { trustedOrigins } from './origins.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing API request sent by a page of another site (cross-site request
 * forgery): SameSite=Lax cookies alone still travel from a same-site page such as another port or
 * a sibling subdomain. A browser names the sending page in `Origin` (and `Sec-Fetch-Site`); a
 * request that carries neither comes from a program, not from a victim's browser, and passes.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header('origin') || undefined;
    if (origin !== undefined) {
      if (!trustedOrigins(c.var.deps.config, c.req.raw).includes(origin)) throw new AppError('FORBIDDEN', { messageKey: 'errors:crossSite' });
    } else {
      const site = c.req.header('sec-fetch-site');
      if (site !== undefined && site !== 'same-origin' && site !== 'none') throw new AppError('FORBIDDEN', { messageKey: 'errors:crossSite' });
    }
  }
  await next();
});
