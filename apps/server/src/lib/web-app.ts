import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Next } from 'hono';

import type { AppEnv } from './context.ts';

/**
 * Files at the root that name what the browser must fetch next, so each answer is checked with
 * the server before use (`no-cache`): version.json (open tabs compare it with their build), the
 * service worker (a stale one would keep serving an old build) and the web manifest.
 */
const REVALIDATED = new Set(['/version.json', '/sw.js', '/manifest.webmanifest']);

/**
 * Serves the built web app: hashed assets cached for a year, other files as they are, and
 * `index.html` (never cached) for every other path, since the app routes by hash. Text files go
 * out brotli- or gzip-encoded when the browser takes it, from the `.br` / `.gz` files the web
 * build writes beside them (apps/web/scripts/precompress.ts), so no request spends CPU on it.
 */
export const serveWebApp = (app: OpenAPIHono<AppEnv>, webDist: string) => {
  const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
  const files = serveStatic<AppEnv>({ root: webDist, precompressed: true });
  // Headers go straight on the answer serveStatic returns; without one, it found no file.
  app.use('/assets/*', async (c: Context<AppEnv, string>) => {
    const found = await files(c, async () => {});
    // An asset of another build (a tab open across a deploy) is missing, not the page.
    if (!(found instanceof Response)) return c.text('Not found', 404);
    found.headers.set('cache-control', 'public, max-age=31536000, immutable');
    return found;
  });
  // Vite's own records (the manifest, the build stamp) are for tools, not for browsers.
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  app.use('*', async (c: Context<AppEnv, string>, next: Next) => {
    const found = await files(c, next);
    if (!(found instanceof Response)) return;
    // A page names the current build's assets (the offline page is one too): like the files
    // above, it may not come from a stale cache.
    const isPage = found.headers.get('content-type')?.startsWith('text/html') === true;
    if (isPage || REVALIDATED.has(c.req.path)) found.headers.set('cache-control', 'no-cache');
    return found;
  });
  app.get('*', (c) => {
    c.header('cache-control', 'no-cache');
    return c.html(indexHtml);
  });
};
