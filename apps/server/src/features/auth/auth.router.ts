import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

import { CLIENT_IP_HEADER } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { createRouter } from '../../lib/create-router.ts';
import { getFormTokenRoute } from './auth.routes.ts';
import { issueFormToken } from './form-token.ts';

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
const clientAddress = (c: Context<AppEnv>, trustProxy: boolean): string | undefined => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // in-process requests (tests) have no socket
  }
};

/**
 * Hands a request to Better Auth, with the client address in a header only the server sets (a
 * client's own is dropped), for its per-client rate limits.
 */
const forwardToBetterAuth = (c: Context<AppEnv>) => {
  const { auth, config } = c.var.deps;
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const address = clientAddress(c, config.trustProxy);
  if (address) headers.set(CLIENT_IP_HEADER, address);
  const raw = c.req.raw;
  const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
  return auth.handler(new Request(raw.url, { method: raw.method, headers, ...(hasBody ? { body: raw.body, duplex: 'half' } : {}) }));
};

/**
 * Sign-up, sign-in, verification, password reset and phone codes: Better Auth under `/api/auth`
 * (its sign-up runs `checkSignUp` first), plus the sign-up form's token. The token route is
 * declared first so Better Auth's catch-all does not take it.
 */
export const authRouter = createRouter().openapi(getFormTokenRoute, (c) => {
  c.header('cache-control', 'no-store');
  return c.json({ token: issueFormToken(c.var.deps.config.secret, Date.now()) }, 200);
});
authRouter.on(['GET', 'POST'], '/api/auth/*', forwardToBetterAuth);
