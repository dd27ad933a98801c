/* eslint-disable no-console -- a command-line report */
/**
 * `npm run bench`: starts the real server in a child process, signs in, and loads the hot read
 * paths with autocannon. Prints requests per second, latency percentiles and the server's memory.
 * Numbers, not pass/fail; it is not part of `npm test`.
 *
 * Database: embedded PGlite in a temp dir by default; `BENCH_DB=postgres` starts a throwaway
 * PostgreSQL 15 cluster (binaries in `PG_BIN`, default /usr/lib/postgresql/15/bin); `DATABASE_URL`
 * uses an existing PostgreSQL.
 *
 * Browse (DESIGN.md "Quality bars"): `BENCH_PROVIDERS` profiles of each kind (default 1000) are
 * written before the server starts, and a bench owner in Kadıköy browses them. On PostgreSQL the
 * same browse statement is also served by bare `pg` + `node:http` (bench/bare-browse-server.ts) and
 * the app's throughput is printed as a share of it; the bar is 0.7×. Two baselines: the browse
 * statement alone, and the same SQL the app sends (the one session-and-user lookup of the signed-in
 * request, then the browse statement), which isolates the framework's own cost (Hono, Better
 * Auth's cookie checks, validation, the JSON shape). PGlite is one in-process connection, so there
 * is no bare baseline for it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';
import pg from 'pg';

import { openDatabase, type DatabaseTarget } from '../src/db/client.ts';
import { BENCH_OWNER, seedBrowseBench } from './browse-seed.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PROVIDERS_PER_KIND = Number(process.env.BENCH_PROVIDERS ?? 1000);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** The share of the bare baseline's throughput the browse endpoint should reach. */
const BROWSE_BAR = 0.7;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return `${Math.round(kb / 1024)} MB`;
};

const waitFor = async (url: string) => {
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(url).then((r) => r.status < 500).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
};

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};

/** A throwaway PostgreSQL cluster (as in test/global-setup-pg.ts); returns its URL and a teardown. */
const startPostgres = async () => {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]] : [join(PG_BIN, command), args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  const dir = mkdtempSync(join(tmpdir(), 'patili-bench-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const dataDir = join(dir, 'data');
  run('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`, 'start']);
  const admin = new pg.Client({ connectionString: `postgres://app@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database patili_bench');
  await admin.end();
  return {
    url: `postgres://app@127.0.0.1:${port}/patili_bench`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};

type Target = { name: string; path: string; headers: Record<string, string> };
type Result = { name: string; requests: number; p50: number; p99: number; errors: number };

const load = async (base: string, target: Target): Promise<Result> => {
  const result = await autocannon({ url: `${base}${target.path}`, connections: CONNECTIONS, duration: DURATION, headers: target.headers });
  return { name: target.name, requests: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
};

const printResults = (results: Result[]) => {
  console.log('\nroute                                              req/s     p50 ms   p99 ms   errors');
  for (const r of results) {
    console.log(`${r.name.padEnd(48)} ${String(r.requests).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${r.errors}`);
  }
};

const signIn = async (base: string, email: string, password: string) => {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
};

/** The browse requests loaded against both the app and the bare baseline. */
const BROWSE_PATHS = [
  { name: 'browse walkers (rating, page 1)', query: 'kind=pet_walker' },
  { name: 'browse walkers (<10 km, first aid, distance)', query: 'kind=pet_walker&maxDistanceKm=10&firstAid=true&sort=distance' },
  { name: 'browse vets (search + specialization, price)', query: 'kind=veterinarian&q=klinik&specialization=cats&sort=price' },
] as const;

const main = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'patili-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const cluster = !process.env.DATABASE_URL && process.env.BENCH_DB === 'postgres' ? await startPostgres() : null;
  const databaseUrl = process.env.DATABASE_URL ?? cluster?.url;
  const children: ChildProcess[] = [];
  try {
    // Seed before the server opens the database (an embedded data directory has one owner).
    const target: DatabaseTarget = databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite-dir', dataDir: join(dataDir, 'pglite') };
    const database = await openDatabase(target);
    await database.migrate();
    const seedStarted = Date.now();
    const existing = databaseUrl ? await database.pool!.query<{ id: string }>('select id from "user" where email = $1', [BENCH_OWNER.email]) : null;
    const viewerId = existing?.rows[0]?.id ?? (await seedBrowseBench(database, PROVIDERS_PER_KIND));
    await database.close();
    if (!existing?.rows[0]) console.log(`seeded ${PROVIDERS_PER_KIND} providers of each kind in ${Date.now() - seedStarted} ms`);

    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/index.ts', import.meta.url))], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SEED_DEMO: 'true',
        AUTH_RATE_LIMIT: 'false',
        LOG_LEVEL: 'warn',
        APP_URL: base,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitFor(`${base}/api/health`);
    const demoCookie = await signIn(base, 'sahip@demo.patili.app', 'Patili123!');
    const cookie = await signIn(base, BENCH_OWNER.email, BENCH_OWNER.password);
    const aProvider = (await (await fetch(`${base}/api/discovery/providers?kind=pet_walker&pageSize=1`, { headers: { cookie } })).json()) as { items: { id: string }[] };
    console.log(`server pid ${child.pid}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION}s each`);
    console.log(`RSS after start: ${rssOf(child.pid!)}`);

    const targets: Target[] = [
      { name: 'GET /api/health', path: '/api/health', headers: {} },
      { name: 'GET /api/accounts/session (signed in)', path: '/api/accounts/session', headers: { cookie: demoCookie } },
      { name: 'GET /api/config', path: '/api/config', headers: {} },
      ...BROWSE_PATHS.map((b) => ({ name: b.name, path: `/api/discovery/providers?${b.query}`, headers: { cookie } })),
      { name: 'public profile', path: `/api/discovery/providers/${aProvider.items[0]?.id ?? 'none'}`, headers: { cookie } },
    ];
    const results: Result[] = [];
    for (const t of targets) results.push(await load(base, t));
    printResults(results);
    console.log(`\nRSS after load: ${rssOf(child.pid!)}`);

    if (!databaseUrl) {
      console.log('\nbare pg + node:http baseline: needs PostgreSQL (BENCH_DB=postgres or DATABASE_URL); skipped on PGlite.');
      return;
    }
    // Only one side runs at a time: the app is stopped so the baseline has the machine to itself
    // (after a moment, so the load generator's last requests are answered first).
    await new Promise((r) => setTimeout(r, 1000));
    await stopChild(child);
    const baselines: Array<{ label: string; session: boolean }> = [
      { label: 'bare pg + node:http, browse statement only', session: false },
      { label: 'bare pg + node:http, session lookup + browse statement (the same SQL as the app)', session: true },
    ];
    for (const baseline of baselines) {
      const barePort = await freePort();
      const bare = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bare-browse-server.ts', import.meta.url))], {
        env: { ...process.env, PORT: String(barePort), DATABASE_URL: databaseUrl, BENCH_VIEWER_ID: viewerId, BARE_SESSION: baseline.session ? '1' : '0' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(bare);
      const bareBase = `http://127.0.0.1:${barePort}`;
      await waitFor(`${bareBase}/?kind=sitter`);
      const bareResults: Result[] = [];
      for (const b of BROWSE_PATHS) bareResults.push(await load(bareBase, { name: `bare: ${b.name}`, path: `/?${b.query}`, headers: { cookie } }));
      await stopChild(bare);
      console.log(`\n${baseline.label}`);
      printResults(bareResults);
      console.log(`\nbrowse throughput, app ÷ ${baseline.label} (bar ${BROWSE_BAR}×):`);
      for (const b of BROWSE_PATHS) {
        const app = results.find((r) => r.name === b.name)!;
        const bareResult = bareResults.find((r) => r.name === `bare: ${b.name}`)!;
        const ratio = bareResult.requests > 0 ? app.requests / bareResult.requests : 0;
        console.log(`  ${b.name.padEnd(46)} ${ratio.toFixed(2)}×  ${ratio >= BROWSE_BAR ? 'ok' : 'below the bar'}`);
      }
    }
  } finally {
    for (const child of children) await stopChild(child);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
