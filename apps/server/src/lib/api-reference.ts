import { createRequire } from 'node:module';
import { dirname } from 'node:path';

import type { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';

import { isExposedAuthEndpoint, type Auth } from './auth.ts';
import type { AppEnv } from './context.ts';
import { completeDocument } from './openapi-document.ts';

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

/**
 * `/api/openapi.json`: the routes of every feature router plus Better Auth's own paths, and
 * `/api/docs`: Swagger UI over it, served from the package (no CDN, so the CSP holds).
 */
export const mountApiReference = (app: OpenAPIHono<AppEnv>, auth: Auth) => {
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
    const authDocument = (await auth.api.generateOpenAPISchema()) as {
      paths?: Record<string, unknown>;
      components?: { schemas?: Record<string, unknown> };
    };
    // Only the endpoints the app serves, with only their served methods.
    const authPaths = Object.fromEntries(
      Object.entries(authDocument.paths ?? {}).flatMap(([path, item]) => {
        const template = path.replace(/\{(\w+)\}/g, ':$1');
        const methods = Object.entries(item as Record<string, unknown>).filter(([method]) => isExposedAuthEndpoint(method.toUpperCase(), template));
        return methods.length > 0 ? [[`/api/auth${path}`, Object.fromEntries(methods)]] : [];
      }),
    );
    return c.json(
      completeDocument({
        ...document,
        paths: { ...document.paths, ...authPaths },
        components: { ...document.components, schemas: { ...authDocument.components?.schemas, ...document.components?.schemas } },
      }),
    );
  });
  app.get('/api/docs', (c) => c.html(docsPage));
  app.get('/api/docs/init.js', (c) => c.body(docsInit, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.use('/api/docs/assets/*', serveStatic({ root: SWAGGER_DIR, rewriteRequestPath: (path) => path.replace('/api/docs/assets', '') }));
};
