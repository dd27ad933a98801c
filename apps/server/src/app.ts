import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { OpenAPIHono } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';

import { accountsRouter } from './features/accounts/accounts.index.ts';
import { adminStatsRouter } from './features/admin-stats/admin-stats.index.ts';
import { appConfigRouter } from './features/app-config/app-config.index.ts';
import { devOutboxRouter } from './features/dev-outbox/dev-outbox.index.ts';
import { discoveryRouter } from './features/discovery/discovery.index.ts';
import { filesRouter, UPLOAD_PATH } from './features/files/files.index.ts';
import { healthRouter } from './features/health/health.index.ts';
import { locationsRouter } from './features/locations/locations.index.ts';
import { petsRouter } from './features/pets/pets.index.ts';
import { providersRouter } from './features/providers/providers.index.ts';
import { AppError } from './lib/app-error.ts';
import { CLIENT_IP_HEADER } from './lib/auth.ts';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { localeFromHeader, t } from './lib/i18n.ts';
import { logger } from './lib/logger.ts';
import { translateFields } from './lib/validation.ts';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

const docsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Patili API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const docsInit = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
const clientAddress = (c: Parameters<typeof getConnInfo>[0], trustProxy: boolean): string | undefined => {
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
 * Builds the HTTP app: security headers, Better Auth under /api/auth, the feature routers, the
 * OpenAPI document and reference page, and the built web app at `/`.
 */
export const createApp = (deps: AppDeps) => {
  const { config, auth } = deps;
  const app = new OpenAPIHono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('locale', localeFromHeader(c.req.header('accept-language')));
    c.set('user', undefined);
    await next();
  });

  app.use(
    '*',
    secureHeaders({
      strictTransportSecurity: config.production ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );

  const apiBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({ maxSize: 1024 * 1024, onError: () => { throw new AppError('BAD_REQUEST', { messageKey: 'errors:BAD_REQUEST' }); } });
  // Uploads carry their own, larger limit (features/files).
  // A plain branch rather than hono's `except` combinator, which costs more on every request.
  app.use('/api/*', createMiddleware<AppEnv>((c, next) => (c.req.method === 'POST' && c.req.path === UPLOAD_PATH ? next() : apiBodyLimit(c, next))));

  // Better Auth. The client address goes in a header only the server sets, for its rate limits.
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const address = clientAddress(c, config.trustProxy);
    if (address) headers.set(CLIENT_IP_HEADER, address);
    const raw = c.req.raw;
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD';
    const request = new Request(raw.url, {
      method: raw.method,
      headers,
      ...(hasBody ? { body: raw.body, duplex: 'half' } : {}),
    });
    return auth.handler(request);
  });

  app.route('/', healthRouter);
  app.route('/', appConfigRouter);
  app.route('/', accountsRouter);
  app.route('/', adminStatsRouter);
  app.route('/', locationsRouter);
  app.route('/', discoveryRouter);
  app.route('/', filesRouter);
  app.route('/', petsRouter);
  app.route('/', providersRouter);
  if (config.devOutbox) app.route('/', devOutboxRouter);

  app.get('/api/openapi.json', async (c) => {
    const document = app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Patili API',
        version: '1.0.0',
        description:
          'JSON API of Patili. Sessions are cookies set by the auth endpoints under /api/auth. Errors are `{ code, message, fields? }`; send Accept-Language (tr or en) for the message language.',
      },
    });
    const authDocument = (await auth.api.generateOpenAPISchema()) as { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };
    const authPaths = Object.fromEntries(
      Object.entries(authDocument.paths ?? {}).map(([path, item]) => [`/api/auth${path}`, item]),
    );
    return c.json({
      ...document,
      paths: { ...document.paths, ...authPaths },
      components: {
        ...document.components,
        schemas: { ...authDocument.components?.schemas, ...document.components?.schemas },
      },
    });
  });
  app.get('/api/docs', (c) => c.html(docsPage));
  app.get('/api/docs/init.js', (c) => c.body(docsInit, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.use('/api/docs/assets/*', serveStatic({ root: SWAGGER_DIR, rewriteRequestPath: (path) => path.replace('/api/docs/assets', '') }));

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', { messageKey: 'errors:NOT_FOUND' });
  });

  if (config.webDist) {
    const webDist = config.webDist;
    const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
    app.use(
      '/assets/*',
      serveStatic({ root: webDist, onFound: (_path, c) => { c.header('cache-control', 'public, max-age=31536000, immutable'); } }),
    );
    app.use('*', serveStatic({ root: webDist }));
    app.get('*', (c) => {
      c.header('cache-control', 'no-cache');
      return c.html(indexHtml);
    });
  }

  app.onError((error, c) => {
    const locale = c.get('locale') ?? 'tr';
    if (error instanceof AppError) {
      return c.json(
        {
          code: error.code,
          message: t(locale, error.messageKey ?? `errors:${error.code}`),
          ...(error.fieldKeys ? { fields: translateFields(locale, error.fieldKeys) } : {}),
        },
        error.status as 400,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ code: 'BAD_REQUEST', message: t(locale, 'errors:BAD_REQUEST') }, error.status);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ code: 'INTERNAL', message: t(locale, 'errors:INTERNAL') }, 500);
  });

  return app;
};

export type App = ReturnType<typeof createApp>;
