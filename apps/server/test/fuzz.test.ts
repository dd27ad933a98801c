/**
 * The fuzz suite's fixed-seed run: generated bad requests to every route of `/api/openapi.json`,
 * as an anonymous visitor and as every role, over real sockets (test/fuzz/). No answer may be a 5xx
 * and every request must get one. `npm run fuzz --workspace @patili/server` is the long run with a
 * random seed. The second block proves the harness can fail, on a tiny app that breaks on purpose.
 */
import type { HttpBindings } from '@hono/node-server';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';

import { ALL_ACTORS, fuzzApp, listen } from './fuzz/fuzz-app.ts';
import { listOperations, type OpenApiDocument } from './fuzz/open-api.ts';
import { formatFailures } from './fuzz/report.ts';
import { runFuzz } from './fuzz/run-fuzz.ts';
import { useTestApp } from './setup-app.ts';

/** Fixed, so `npm test` sends the same requests every time; the long run draws a new seed. */
const SEED = 20_250_601;
/** Generated requests per route, each sent as all eight actors (about 12 s on 2 cores). */
const RUNS = 2;

describe('fuzz: every route as every role', () => {
  const testApp = useTestApp();

  // About 12 s alone; more than 180 s on a 2-core machine busy with other suites and browsers.
  it('answers every generated request, never with a 5xx', { timeout: 600_000 }, async () => {
    const report = await fuzzApp(testApp, {
      seed: SEED,
      runs: RUNS,
      shrinkMs: 2_000,
      shrinkTotalMs: 10_000,
    });

    // The run covered every route of the document, and every role got past authorization
    // somewhere (a session a fuzzed request ended was renewed).
    const document = (await testApp.client().get<OpenApiDocument>('/api/openapi.json')).body;
    const fuzzed = [...report.byOperation.keys()].filter((key) => !key.startsWith('(harness)'));
    expect.soft(fuzzed).toHaveLength(listOperations(document).length);
    for (const role of ALL_ACTORS) {
      const answers = [...(report.byRole.get(role) ?? [])];
      expect
        .soft(
          answers.some(([label]) => label.startsWith('2')),
          `${role} got no 2xx`,
        )
        .toBe(true);
    }
    expect(
      report.failures.length,
      `distinct failures (route → outcome):\n\n${formatFailures(report)}\n`,
    ).toBe(0);
  });
});

describe('fuzz harness', () => {
  it('reports a 5xx and a dropped connection with reproducers, and nothing for a sound route', async () => {
    const app = new OpenAPIHono<{ Bindings: HttpBindings }>();
    app.openapi(
      createRoute({
        method: 'post',
        path: '/api/notes',
        request: {
          body: {
            required: true,
            content: {
              'application/json': {
                schema: z.object({ text: z.string(), pinned: z.boolean().optional() }),
              },
            },
          },
        },
        responses: { 201: { description: 'Saved' } },
      }),
      (c) => {
        // What PostgreSQL does with a NUL byte in a text column.
        if (c.req.valid('json').text.includes('\u0000'))
          throw new Error('invalid byte sequence for encoding "UTF8": 0x00');
        return c.body(null, 201);
      },
    );
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/hang-up/{id}',
        request: { params: z.object({ id: z.string() }) },
        responses: { 204: { description: 'Never sent' } },
      }),
      (c) => {
        c.env.incoming.socket.destroy();
        return c.body(null, 204);
      },
    );
    app.openapi(
      createRoute({
        method: 'get',
        path: '/api/sound',
        request: { query: z.object({ page: z.coerce.number().int().min(1).optional() }) },
        responses: { 200: { description: 'Fine' } },
      }),
      (c) => c.json({ page: c.req.valid('query').page ?? 1 }, 200),
    );
    app.onError((error, c) =>
      error instanceof HTTPException ? error.getResponse() : c.text('Internal Server Error', 500),
    );
    app.doc31('/api/openapi.json', {
      openapi: '3.1.0',
      info: { title: 'broken on purpose', version: '1' },
    });
    const server = await listen(app.fetch);
    try {
      const document = (await (
        await fetch(`http://${server.host}:${server.port}/api/openapi.json`)
      ).json()) as OpenApiDocument;
      const report = await runFuzz({
        host: server.host,
        port: server.port,
        origin: 'http://localhost',
        document,
        roles: ['anonymous'],
        seed: SEED,
        runs: 30,
        shrinkMs: 2_000,
      });

      expect(report.failures.map((failure) => failure.key).sort()).toEqual([
        'GET /api/hang-up/{id} → dropped',
        'POST /api/notes → 500',
      ]);
      expect(report.requests).toBe(90);
      const nul = report.failures.find((failure) => failure.outcome === '500')!;
      // Shrunk to a small body that still carries the NUL.
      expect(nul.shrunk?.request.body?.toString()).toContain('\\u0000');
      expect(nul.shrunk!.request.body!.length).toBeLessThan(100);
      expect(formatFailures(report)).toContain('POST /api/notes');
    } finally {
      await server.close();
    }
  });
});
