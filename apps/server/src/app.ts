import { OpenAPIHono } from '@hono/zod-openapi';

import { UPLOAD_PATH } from './features/files/files.routes.ts';
import { ROUTERS } from './features/index.ts';
import { apiGuards } from './lib/api-guards.ts';
import { mountApiReference } from './lib/api-reference.ts';
import { accessLog } from './lib/access-log.ts';
import { AppError } from './lib/app-error.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { handleError } from './lib/handle-error.ts';
import { requestFrame } from './lib/request-frame.ts';
import { serveWebApp } from './lib/web-app.ts';

/**
 * Builds the HTTP app: each request's access line and metrics, its frame (context, security gate, security headers), the API's
 * guards (body limit, cross-site and forbidden-character refusals, compression, no-store), every feature's
 * router (`features/index.ts`, Better Auth's included), the API reference, a JSON 404 for unknown
 * API paths, and the built web app at `/`. Errors become `{ code, message, fields? }` once, here.
 */
export const createApp = (deps: AppDeps) => {
  const app = new OpenAPIHono<AppEnv>();
  app.use('*', accessLog(deps));
  app.use('*', requestFrame(deps));
  app.use('/api/*', apiGuards({ uploadPath: UPLOAD_PATH }));
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
