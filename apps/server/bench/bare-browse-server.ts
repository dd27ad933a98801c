/* eslint-disable no-console -- a command-line helper */
/**
 * The bench's baseline: the browse statement of `GET /api/discovery/providers`, sent through bare
 * `pg` (a pool the app's size, the same named prepared statement) behind bare `node:http`, with no
 * framework or validation library. Started by bench/run.ts in two modes:
 * - `BARE_SESSION=0`: the browse statement alone, for a fixed viewer;
 * - `BARE_SESSION=1`: first the lookup every signed-in request makes (the session and its user by
 *   the cookie's token, lib/session.ts), then the browse statement for that user, so the app and
 *   the baseline send the same SQL and the difference is the framework.
 */
import { createServer } from 'node:http';

import { BROWSE_PAGE_SIZE, type BrowseQuery, type BrowseSort } from '@patili/domain/discovery';
import pg from 'pg';

import { browseStatement } from '../src/features/discovery/discovery.service.ts';

const url = process.env.DATABASE_URL;
const viewerId = process.env.BENCH_VIEWER_ID;
const port = Number(process.env.PORT);
if (!url || !viewerId || !port) throw new Error('DATABASE_URL, BENCH_VIEWER_ID and PORT are required');

const withSession = process.env.BARE_SESSION === '1';
const pool = new pg.Pool({ connectionString: url, max: 10 });

/** The viewer of a request: the fixed one, or the user of the session cookie's token. */
const viewerOf = async (cookie: string | undefined): Promise<string | null> => {
  if (!withSession) return viewerId;
  // The cookie is `<prefix>.session_token=<token>.<signature>`; the bare side skips the signature check.
  const token = /(?:^|;\s*)[\w.-]*session_token=([^.;]+)/.exec(cookie ?? '')?.[1];
  if (!token) return null;
  const session = await pool.query<{ id: string }>({
    name: 'bare_session_user',
    text: 'select s.id as session_id, s.expires_at, u.id, u.role, u.email_verified, u.is_active from session s join "user" u on u.id = s.user_id where s.token = $1 limit 1',
    values: [decodeURIComponent(token)],
  });
  return session.rows[0]?.id ?? null;
};
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
  viewerOf(request.headers.cookie)
    .then(async (viewer) => {
      if (!viewer) {
        response.writeHead(401);
        response.end();
        return;
      }
      const result = await pool.query(browseStatement({ viewerId: viewer, query, offset: (page - 1) * pageSize, limit: pageSize }));
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
