/* eslint-disable no-console -- a command-line helper */
/**
 * The bench's baseline: the browse statement of `GET /api/discovery/providers`, sent through bare
 * `pg` (a pool the app's size, the same named prepared statement) behind bare `node:http`, for a
 * fixed viewer, with no framework, session check or validation library. Started by bench/run.ts.
 */
import { createServer } from 'node:http';

import { BROWSE_PAGE_SIZE, type BrowseQuery, type BrowseSort } from '@patili/domain/discovery';
import pg from 'pg';

import { browseStatement } from '../src/features/discovery/discovery.service.ts';

const url = process.env.DATABASE_URL;
const viewerId = process.env.BENCH_VIEWER_ID;
const port = Number(process.env.PORT);
if (!url || !viewerId || !port) throw new Error('DATABASE_URL, BENCH_VIEWER_ID and PORT are required');

const pool = new pg.Pool({ connectionString: url, max: 10 });
const optionalNumber = (value: string | null) => (value === null ? undefined : Number(value));

const server = createServer((request, response) => {
  const params = new URL(request.url ?? '/', 'http://bench').searchParams;
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? BROWSE_PAGE_SIZE);
  const firstAid = params.get('firstAid');
  const query = {
    kind: params.get('kind') ?? 'sitter',
    q: params.get('q') ?? undefined,
    maxDistanceKm: optionalNumber(params.get('maxDistanceKm')),
    minRating: optionalNumber(params.get('minRating')),
    specialization: params.get('specialization') ?? undefined,
    servicePlace: params.get('servicePlace') ?? undefined,
    firstAid: firstAid === null ? undefined : firstAid === 'true',
    sort: (params.get('sort') ?? 'rating') as BrowseSort,
    page,
    pageSize,
  } as BrowseQuery;
  pool
    .query(browseStatement({ viewerId, query, offset: (page - 1) * pageSize, limit: pageSize }))
    .then((result) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ items: result.rows }));
    })
    .catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
});

server.listen(port, '127.0.0.1', () => console.log(`bare browse server on ${port}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
