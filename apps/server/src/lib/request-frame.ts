import { createMiddleware } from 'hono/factory';

import type { AppDeps, AppEnv } from './context.ts';
import { answerError } from './handle-error.ts';
import { localeFromHeader } from './i18n.ts';
import { admitRequest, observeAnswer } from './security/gate.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * Every request's frame, the app's first middleware, as one link of the chain:
 * - the request's context (the dependencies, the locale from `Accept-Language`, no user yet);
 * - the security gate (`security/gate.ts`): the request rate, and 403 `IP_BLOCKED` for an address
 *   on the deny list before any route (the API, Better Auth, the web app);
 * - once the answer is made: the detectors' view of it, and the security headers on it, a page's
 *   or the API's set (`security-headers.ts`; a refusal of the gate's included).
 */
export const requestFrame = (deps: AppDeps) => {
  const applySecurityHeaders = securityHeaders(deps.config);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    c.set('locale', localeFromHeader(c.req.header('accept-language')));
    c.set('user', undefined);
    let admitted = false;
    try {
      await admitRequest(c);
      admitted = true;
    } catch (error) {
      // The refusal becomes the answer here, so the headers below apply.
      await answerError(c, error);
    }
    if (admitted) {
      await next();
      observeAnswer(c);
    }
    await applySecurityHeaders(c);
  });
};
