import { OpenAPIHono } from '@hono/zod-openapi';

import { UPLOAD_PATH } from './features/files/files.routes.ts';
import { ROUTERS } from './features/index.ts';
import { mountApiReference } from './lib/api-reference.ts';
import { AppError } from './lib/app-error.ts';
import { apiBodyLimit } from './lib/body-limit.ts';
import { compressJson } from './lib/compression.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { rejectForbiddenCharacters } from './lib/input-guard.ts';
import { handleError } from './lib/handle-error.ts';
import { localeFromHeader } from './lib/i18n.ts';
import { sameOriginOnly } from './lib/same-origin.ts';
import { securityGate } from './lib/security/gate.ts';
import { noStoreByDefault, securityHeaders } from './lib/security-headers.ts';
import { serveWebApp } from './lib/web-app.ts';

/**
 * Builds the HTTP app: per-request context, security headers and the body limit, every feature's
 * router (`features/index.ts`, Better Auth's included), the API reference, a JSON 404 for unknown
 * API paths, and the built web app at `/`. Errors become `{ code, message, fields? }` once, here.
 */
export const createApp = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('locale', localeFromHeader(c.req.header('accept-language')));
    c.set('user', undefined);
    await next();
  });
  // Before every route: the IP deny list, the request rate, and the detectors' view of the answer.
  app.use('*', securityGate);
  app.use('*', securityHeaders(deps.config));
  app.use('/api/*', noStoreByDefault);
  app.use('/api/*', compressJson());
  app.use('/api/*', apiBodyLimit({ uploadPath: UPLOAD_PATH }));
  app.use('/api/*', sameOriginOnly);
  app.use('/api/*', rejectForbiddenCharacters({ uploadPath: UPLOAD_PATH }));
  for (const router of ROUTERS) app.route('/', router);
  mountApiReference(app, deps.auth);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND');
  });
  if (deps.config.webDist) serveWebApp(app, deps.config.webDist);
  app.onError(handleError);
  return app;
};

export type App = ReturnType<typeof createApp>;
