import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';

import type { AppEnv } from './context.ts';

/**
 * Serves the built web app: hashed assets cached for a year, other files as they are, and
 * `index.html` (never cached) for every other path, since the app routes by hash.
 */
export const serveWebApp = (app: OpenAPIHono<AppEnv>, webDist: string) => {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root: webDist }));
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
};
