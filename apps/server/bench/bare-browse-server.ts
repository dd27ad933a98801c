/* eslint-disable no-console -- a command-line helper */
/**
 * The bench's baselines for `GET /api/discovery/providers`: bare `pg` (a pool the app's size)
 * behind bare `node:http`, with no framework or validation library. Started by bench/run.ts in
 * three modes (`BARE_MODE`):
 * - `statement`: the app's statements for a fixed viewer (the viewer's point, then the browse
 *   statement, the same text and prepared-statement names as the app);
 * - `session`: what the browse route sends for the cookie's token: a first page is one statement
 *   that reads the session, the viewer and the page (`sessionBrowseStatementFor`); a search or a
 *   later page reads the session with the viewer (lib/session.ts with `VIEWER_SESSION_EXTRA`), then
 *   the browse statement. The app and the baseline send the same SQL, and the difference is the
 *   framework;
 * - `plain`: the plainest indexed SQL that returns the same page, with no count and no viewer
 *   lookup (`PLAIN_SQL`): what a page costs at the least.
 */
import { createServer } from 'node:http';

import { BROWSE_PAGE_SIZE, type BrowseQuery, type BrowseSort } from '@patili/domain/discovery';
import pg from 'pg';

import { POSTGRES_SESSION_OPTIONS } from '../src/db/client.ts';
import { chordOf, unitSpherePoint } from '../src/db/geo.ts';
import {
  browseStatementFor,
  plannedPerRequest,
  sessionBrowseStatementFor,
  viewerFromSession,
  type readViewer,
} from '../src/features/discovery/discovery.service.ts';
import { VIEWER_SESSION_EXTRA, VIEWER_SQL, VIEWER_STATEMENT_NAME } from '../src/features/discovery/discovery.sql.ts';
import { extraOf, sessionStatement } from '../src/lib/session.ts';

const url = process.env.DATABASE_URL;
const viewerId = process.env.BENCH_VIEWER_ID;
const port = Number(process.env.PORT);
if (!url || !viewerId || !port) throw new Error('DATABASE_URL, BENCH_VIEWER_ID and PORT are required');

const mode = process.env.BARE_MODE ?? 'statement';
// The app's pool: its size and its session settings.
const pool = new pg.Pool({ connectionString: url, max: 10, options: POSTGRES_SESSION_OPTIONS });

/** The page's columns, as the app's browse statement selects them. */
const COLUMNS = `p.user_id as id, u.name, u.image, u.city_code, u.district, p.kind, left(p.bio, 400) as bio, p.services, p.price_kurus,
  p.rating_average::float8 as rating_average, p.rating_count, p.details ->> 'clinicName' as clinic_name,
  p.details ->> 'servicePlace' as service_place, p.details ->> 'knowsFirstAid' as knows_first_aid`;
const FROM = 'provider_profile p join "user" u on u.id = p.user_id';
const VIEWER_POINT = { latitude: 40.99, longitude: 29.027 };
const VIEWER_CUBE = unitSpherePoint(String(VIEWER_POINT.latitude), String(VIEWER_POINT.longitude));

/**
 * The plainest SQL for each bench query (bench/run.ts BROWSE_PATHS), by its query string: the
 * listed public profiles of the kind through the index of the order, twelve rows, no count. Within
 * a distance, nearest first: the twelve nearest matches through the GiST index, then those within
 * it (a distance filter beside the `<->` order would keep the planner off the index).
 */
const PLAIN_SQL: Record<string, string> = {
  'kind=pet_walker': `select ${COLUMNS} from ${FROM}
    where p.kind = 'pet_walker' and p.listing = 'public'
    order by p.rating_average desc nulls last, p.rating_count desc nulls last limit 12`,
  'kind=pet_walker&maxDistanceKm=10&firstAid=true&sort=distance': `select * from (
      select ${COLUMNS}, p.shared_point <-> ${VIEWER_CUBE} as chord from ${FROM}
      where p.kind = 'pet_walker' and p.listing = 'public' and p.details ->> 'knowsFirstAid' = 'true' and p.shared_point is not null
      order by p.shared_point <-> ${VIEWER_CUBE} limit 12
    ) nearest where chord <= ${chordOf(10)}`,
  'kind=veterinarian&q=klinik&specialization=cats&sort=price': `select ${COLUMNS} from ${FROM}
    where p.kind = 'veterinarian' and p.listing = 'public' and p.search_text like '%klinik%' and p.services @> array['cats']
    order by p.price_kurus asc nulls last limit 12`,
};

type ViewerRow = NonNullable<Awaited<ReturnType<typeof readViewer>>>;

/** The session token of the cookie `<prefix>.session_token=<token>.<signature>` (the bare side skips the signature check). */
const tokenOf = (cookie: string | undefined) => {
  const token = /(?:^|;\s*)[\w.-]*session_token=([^.;]+)/.exec(cookie ?? '')?.[1];
  return token ? decodeURIComponent(token) : null;
};

/** The viewer of a request: the fixed one (`statement`), or the one of the session cookie's token, read with the session. */
const viewerOf = async (cookie: string | undefined): Promise<ViewerRow | null> => {
  if (mode !== 'session') {
    return (await pool.query<ViewerRow>({ name: VIEWER_STATEMENT_NAME, text: VIEWER_SQL, values: [viewerId] })).rows[0] ?? null;
  }
  const token = tokenOf(cookie);
  if (!token) return null;
  const statement = sessionStatement(VIEWER_SESSION_EXTRA);
  const [row] = (await pool.query<Record<string, unknown> & { id: string }>({ ...statement, values: [token] })).rows;
  return row ? (viewerFromSession(row.id, extraOf(row)) ?? null) : null;
};
const optionalNumber = (value: string | null) => (value === null ? undefined : Number(value));

const queryOf = (params: URLSearchParams) => {
  const firstAid = params.get('firstAid');
  return {
    kind: params.get('kind') ?? 'sitter',
    q: params.get('q') ?? undefined,
    maxDistanceKm: optionalNumber(params.get('maxDistanceKm')),
    minRating: optionalNumber(params.get('minRating')),
    specialization: params.get('specialization') ?? undefined,
    servicePlace: params.get('servicePlace') ?? undefined,
    firstAid: firstAid === null ? undefined : firstAid === 'true',
    sort: (params.get('sort') ?? 'rating') as BrowseSort,
    page: Number(params.get('page') ?? 1),
    pageSize: Number(params.get('pageSize') ?? BROWSE_PAGE_SIZE),
  } as BrowseQuery;
};

const rowsFor = async (search: string, cookie: string | undefined): Promise<unknown[] | null> => {
  if (mode === 'plain') {
    const text = PLAIN_SQL[search];
    if (!text) throw new Error(`no plain SQL for ${search}`);
    return (await pool.query<Record<string, unknown>>({ name: `plain_${Object.keys(PLAIN_SQL).indexOf(search)}`, text })).rows;
  }
  const query = queryOf(new URLSearchParams(search));
  if (mode === 'session' && !plannedPerRequest(query)) {
    const token = tokenOf(cookie);
    if (!token) return null;
    const { name, text, values } = sessionBrowseStatementFor(token, { located: true, matchesOnly: false }, query);
    const [row] = (await pool.query<{ session_row: unknown; items: unknown[] | null }>({ name: name!, text, values })).rows;
    return row ? (row.items ?? []) : null;
  }
  const viewer = await viewerOf(cookie);
  if (!viewer) return null;
  const { name, text, values } = browseStatementFor(viewer, query);
  const [row] = (await pool.query<{ items: unknown[] | null }>(name ? { name, text, values } : { text, values })).rows;
  return row?.items ?? [];
};

const server = createServer((request, response) => {
  const search = new URL(request.url ?? '/', 'http://bench').search.slice(1);
  rowsFor(search, request.headers.cookie)
    .then((rows) => {
      if (!rows) {
        response.writeHead(401);
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ items: rows }));
    })
    .catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
});

server.listen(port, '127.0.0.1', () => console.log(`bare browse server (${mode}) on ${port}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end();
});
