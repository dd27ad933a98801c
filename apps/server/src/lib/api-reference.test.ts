import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { OPENAPI_FILE, openApiText } from '../../scripts/openapi.ts';
import { useTestApp } from '../../test/setup-app.ts';

const testApp = useTestApp();

/** Paths the app serves outside the feature routers' contracts: the reference itself and Better Auth's catch-all. */
const NOT_OPERATIONS = new Set(['/api/openapi.json', '/api/docs', '/api/docs/init.js', '/api/docs/assets/*', '/api/auth/*', '/api/*']);

describe('the API reference', () => {
  it('documents every API route the app serves, with its method and error answers', async () => {
    const doc = (await testApp.client().get('/api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const served = testApp.app.routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL' && !NOT_OPERATIONS.has(route.path));
    expect(served.length).toBeGreaterThan(20);
    for (const route of served) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path} is not in /api/openapi.json`).toBeDefined();
      expect(Object.keys(operation.responses).length, `${route.method} ${route.path} documents no answer`).toBeGreaterThan(0);
    }
  });

  it('is the committed contract the web client is generated from (else run npm run api:generate)', async () => {
    const doc = (await testApp.client().get('/api/openapi.json')).body;
    expect(openApiText(doc) === readFileSync(OPENAPI_FILE, 'utf8'), 'apps/server/openapi.json is stale: run npm run api:generate').toBe(true);
  });

  it('names every operation once and says which need the session cookie', async () => {
    const doc = (await testApp.client().get('/api/openapi.json')).body;
    const operations = Object.entries(doc.paths as Record<string, Record<string, { operationId: string; security: unknown[] }>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const security = (path: string, method: string) => operations.find((operation) => operation.path === path && operation.method === method)?.security;
    expect(security('/api/bookings', 'post')).toEqual([{ session: [] }]);
    expect(security('/api/auth/sign-out', 'post')).toEqual([{ session: [] }]);
    expect(security('/api/health', 'get')).toEqual([]);
    expect(security('/api/auth/sign-in/email', 'post')).toEqual([]);
  });

  it('describes every id in a path, and takes any string there (an id that names nothing is the feature’s 404)', async () => {
    const doc = (await testApp.client().get('/api/openapi.json')).body;
    const ids = Object.entries(doc.paths as Record<string, Record<string, { parameters?: { name: string; in: string; description?: string; schema: object }[] }>>)
      .filter(([path]) => !path.startsWith('/api/auth/'))
      .flatMap(([path, item]) => Object.values(item).flatMap((operation) => (operation.parameters ?? []).map((parameter) => ({ path, ...parameter }))))
      .filter((parameter) => parameter.in === 'path' && /(^id|Id)$/.test(parameter.name));
    expect(ids.length).toBeGreaterThan(30);
    for (const parameter of ids) {
      expect(parameter.description, `${parameter.path} {${parameter.name}}`).toBeTruthy();
      expect(parameter.schema, `${parameter.path} {${parameter.name}}`).toEqual({ type: 'string' });
    }
  });

  it('keeps the back office under /api/admin: no other path is for the admin alone', async () => {
    const doc = (await testApp.client().get('/api/openapi.json')).body;
    const paths = Object.keys(doc.paths as Record<string, unknown>);
    expect(paths.filter((path) => /\/admin\b/.test(path) && !path.startsWith('/api/admin/'))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/moderation/flags',
        '/api/admin/lostfound/matches',
        '/api/admin/notification-settings',
        '/api/admin/broadcasts',
        '/api/admin/adoption/listings/{listingId}/remove',
      ]),
    );
  });

  it('includes Better Auth’s own endpoints under /api/auth', async () => {
    const doc = (await testApp.client().get('/api/openapi.json')).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in/email', '/api/auth/sign-up/email']));
  });

  it('serves the reference page and its assets from the package', async () => {
    const page = await testApp.client().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect((await testApp.client().get('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });
});
