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
 * Browse at scale (decision 009): a bench owner in Kadıköy browses the providers of
 * `BENCH_PROVIDERS` scales (comma-separated, default 1000; e.g. `1000,10000,100000`), one database
 * grown from one scale to the next. On PostgreSQL each browse query is also served by bare `pg` +
 * `node:http` (bench/bare-browse-server.ts) in two ways: the same SQL the app sends (the session
 * lookup, the viewer, the browse statement), which isolates the framework's cost; and the plainest
 * indexed SQL that returns the same page, which shows what the statement itself costs over the
 * least a page can cost. One table at the end: req/s and p99 of each query at each scale, app and
 * baselines side by side, and the ratios the bars are about. PGlite is one in-process connection,
 * so there are no bare baselines for it.
 *
 * Booking lists: after browse, the bench owner's bookings with one bench walker grow to
 * each of the `BENCH_BOOKINGS` scales (default 10000; `10000,100000`; `0` skips), and the owner's
 * list tabs and the walker's requests are loaded, beside the plainest indexed SQL for the same page
 * on PostgreSQL (bench/bare-bookings-server.ts).
 *
 * Each line also says the CPU time a request cost (from `/proc`): the server's, PostgreSQL's (all
 * its processes) and the load generator's (this process). On a busy or shared machine req/s move
 * from run to run; CPU a request hardly does, and it says where a ratio comes from.
 *
 * `BENCH_PROFILE_DIR=/tmp/prof` makes the app write a V8 CPU profile (`.cpuprofile`) when each run
 * stops: where the app's time goes, to compare with the bare baselines.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { openDatabase, type DatabaseTarget } from '../src/db/client.ts';
import { BENCH_WALKER, BOOKING_PATHS, growBookingsTo } from './bookings-seed.ts';
import { BENCH_OWNER, BROWSE_PATHS, growBenchTo, prepareBenchDatabase } from './browse-seed.ts';
import { benchRealtime } from './realtime.ts';
import { freePort, startPostgresCluster } from '../test/postgres-cluster.ts';
import { bundleServer } from '../scripts/build.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** The scales, providers per kind: `BENCH_PROVIDERS=1000,10000,100000` (default 1000). */
const scalesOf = (name: string, fallback: string) => {
  const scales = (process.env[name] ?? fallback).split(',').map((value) => Number(value.trim()));
  if (scales.some((scale) => !Number.isInteger(scale) || scale < 0)) throw new Error(`${name}: whole numbers, comma-separated`);
  return scales;
};
const SCALES = scalesOf('BENCH_PROVIDERS', '1000');
/** The booking lists' scales, bookings of the bench owner with the bench walker (`0` skips them). */
const BOOKING_SCALES = scalesOf('BENCH_BOOKINGS', '10000').filter((scale) => scale > 0);
/** The share of the bare baseline's throughput the browse endpoint should reach. */
const BROWSE_BAR = 0.7;

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

type Target = { name: string; path: string; headers: Record<string, string>; method?: 'GET' | 'POST'; body?: string };
/**
 * A measured line. `serverUs` and `databaseUs` are CPU time per request (user + system, from
 * `/proc`) of the server process and of all PostgreSQL processes over the measured seconds: unlike
 * req/s they hardly move when the machine is busy, so they say where a ratio comes from. `loaderUs`
 * is this process's own (autocannon), which shares the machine's cores with both.
 */
type Result = { name: string; requests: number; p50: number; p99: number; errors: number; serverUs: number | null; databaseUs: number | null; loaderUs: number };

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ; 100 on Linux). */
const CLOCK_TICKS = 100;
/** CPU seconds (user + system) a process has used, or null where `/proc` cannot tell. */
const cpuSecondsOf = (pid: number): number | null => {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
};
/** CPU seconds of every PostgreSQL process on the machine (the bench's cluster is the only one while it runs). */
const databaseCpuSeconds = (): number | null => {
  let total = 0;
  let found = false;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/stat`, 'utf8').includes(' (postgres) ')) continue;
    } catch {
      continue;
    }
    const seconds = cpuSecondsOf(Number(entry));
    if (seconds !== null) {
      total += seconds;
      found = true;
    }
  }
  return found ? total : null;
};
/** Microseconds per request between two readings, or null. */
const perRequest = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null || requests === 0 ? null : Math.round(((after - before) * 1e6) / requests);

/** Seconds of unmeasured load before each measurement: the JIT compiles, and each pooled connection prepares and plans its statements. */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/** Loads one target of the server process `pid` (its CPU is read around the measurement). */
const load = async (base: string, target: Target, pid: number | undefined): Promise<Result> => {
  const request = { url: `${base}${target.path}`, connections: CONNECTIONS, headers: target.headers, method: target.method ?? 'GET', ...(target.body ? { body: target.body } : {}) };
  if (WARMUP > 0) await autocannon({ ...request, duration: WARMUP });
  const server = pid === undefined ? null : cpuSecondsOf(pid);
  const database = databaseCpuSeconds();
  const loader = process.cpuUsage();
  const result = await autocannon({ ...request, duration: DURATION });
  const loaderUsed = process.cpuUsage(loader);
  const total = result.requests.total;
  return {
    name: target.name,
    requests: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverUs: perRequest(server, pid === undefined ? null : cpuSecondsOf(pid), total),
    databaseUs: perRequest(database, databaseCpuSeconds(), total),
    loaderUs: total === 0 ? 0 : Math.round((loaderUsed.user + loaderUsed.system) / total),
  };
};

const microseconds = (value: number | null) => (value === null ? '–' : String(value));
/** A table's cell: req/s and p99 ms of a line. */
const cell = (r: Result | undefined) => (r ? `${String(r.requests).padStart(6)} ${String(r.p99).padStart(5)}` : '     –     –');
/** A table's CPU cell: µs a request of the server, the database and the load generator. */
const cpu = (r: Result | undefined) => (r ? `${microseconds(r.serverUs).padStart(5)}+${microseconds(r.databaseUs).padStart(4)}+${String(r.loaderUs).padEnd(4)}` : '–'.padEnd(16));

const printResults = (results: Result[]) => {
  console.log('\nroute                                              req/s     p50 ms   p99 ms   errors   CPU µs a request: server  database  load');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(48)} ${String(r.requests).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.errors).padStart(6)}   ${' '.repeat(17)}${microseconds(r.serverUs).padStart(6)}  ${microseconds(r.databaseUs).padStart(8)}  ${String(r.loaderUs).padStart(4)}`,
    );
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

type ScaleRow = { scale: number; name: string; app: Result; same?: Result; plain?: Result };

const printScaleTable = (rows: ScaleRow[]) => {
  const ratio = (a: Result, b: Result | undefined) => (b && b.requests > 0 ? `${(a.requests / b.requests).toFixed(2)}×` : '–').padStart(6);
  console.log('\nbrowse at scale (req/s, p99 ms); ratios are the app\'s throughput over each baseline, and over its own at the first scale');
  console.log(`${'per kind'.padStart(8)}  ${'query'.padEnd(46)} ${'app'.padStart(12)} ${'bare same'.padStart(12)} ${'bare plain'.padStart(12)}  ÷same ÷plain ÷first   CPU µs a request, server+database+load: app, bare same, bare plain`);
  for (const row of rows) {
    const first = rows.find((r) => r.name === row.name)!;
    console.log(
      `${String(row.scale).padStart(8)}  ${row.name.padEnd(46)} ${cell(row.app)} ${cell(row.same)} ${cell(row.plain)}  ${ratio(row.app, row.same)} ${ratio(row.app, row.plain)} ${ratio(row.app, first.app)}   ${cpu(row.app)} ${cpu(row.same)} ${cpu(row.plain)}`,
    );
  }
  console.log(`bars: app ≥ ${BROWSE_BAR}× of each baseline; at the largest scale ≥ 0.8× of the first and p99 < 50 ms`);
};

/** The production bundle (scripts/build.ts), built once a run beside the packages it imports. */
let built: string | undefined;
const builtServer = async () => {
  if (!built) {
    const outDir = fileURLToPath(new URL('../node_modules/.cache/patili-bench-server', import.meta.url));
    await bundleServer(outDir);
    built = join(outDir, 'index.mjs');
  }
  return built;
};

const startApp = async (port: number, dataDir: string, databaseUrl: string | undefined) => {
  const base = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE_DIR: the app writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, await builtServer()], {
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
  await waitFor(`${base}/api/health`);
  return child;
};

const runBaseline = async (mode: 'statement' | 'session' | 'plain', databaseUrl: string, viewerId: string, cookie: string, children: ChildProcess[]) => {
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bare-browse-server.ts', import.meta.url))], {
    env: { ...process.env, PORT: String(barePort), DATABASE_URL: databaseUrl, BENCH_VIEWER_ID: viewerId, BARE_MODE: mode },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bare);
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bareBase}/?${BROWSE_PATHS[0].query}`);
  const results: Result[] = [];
  for (const b of BROWSE_PATHS) results.push(await load(bareBase, { name: b.name, path: `/?${b.query}`, headers: { cookie } }, bare.pid));
  await stopChild(bare);
  return results;
};

/**
 * The booking lists at `BENCH_BOOKINGS` scales: the owner's tabs and the walker's requests through
 * the app, and on PostgreSQL the plainest indexed SQL for the same page (bench/bare-bookings-server.ts).
 */
const benchBookingLists = async (target: DatabaseTarget, databaseUrl: string | undefined, dataDir: string, children: ChildProcess[]) => {
  const rows: { scale: number; app: Result; plain: Result | undefined }[] = [];
  for (const scale of BOOKING_SCALES) {
    await growBookingsTo(target, scale);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = await startApp(port, dataDir, databaseUrl);
    children.push(child);
    const cookies = { owner: await signIn(base, BENCH_OWNER.email, BENCH_OWNER.password), walker: await signIn(base, BENCH_WALKER.email, BENCH_WALKER.password) };
    const app: Result[] = [];
    for (const b of BOOKING_PATHS) app.push(await load(base, { name: b.name, path: `/api/bookings?${b.query}`, headers: { cookie: cookies[b.who] } }, child.pid));
    await new Promise((r) => setTimeout(r, 1000));
    await stopChild(child);
    const plain: Result[] = [];
    if (databaseUrl) {
      const ids = await fetchIds(databaseUrl);
      const barePort = await freePort();
      const bare = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./bare-bookings-server.ts', import.meta.url))], {
        env: { ...process.env, PORT: String(barePort), DATABASE_URL: databaseUrl, BENCH_OWNER_ID: ids.owner, BENCH_WALKER_ID: ids.walker },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(bare);
      const bareBase = `http://127.0.0.1:${barePort}`;
      await waitFor(`${bareBase}/?as=owner`);
      for (const b of BOOKING_PATHS) plain.push(await load(bareBase, { name: b.name, path: `/?${b.query}`, headers: {} }, bare.pid));
      await stopChild(bare);
    }
    for (const [i, result] of app.entries()) rows.push({ scale, app: result, plain: plain[i] });
  }
  if (rows.length === 0) return;
  console.log('\nbooking lists (req/s, p99 ms); the ratio is the app over the plainest indexed SQL for the same page');
  console.log(`${'bookings'.padStart(8)}  ${'list'.padEnd(40)} ${'app'.padStart(12)} ${'bare plain'.padStart(12)}  ÷plain   CPU µs a request, server+database+load: app, bare plain`);
  for (const row of rows) {
    const ratio = row.plain && row.plain.requests > 0 ? `${(row.app.requests / row.plain.requests).toFixed(2)}×` : '–';
    console.log(`${String(row.scale).padStart(8)}  ${row.app.name.padEnd(40)} ${cell(row.app)} ${cell(row.plain)}  ${ratio.padStart(6)}   ${cpu(row.app)} ${cpu(row.plain)}`);
  }
};

/** The bench owner's and walker's ids, for the bare baseline. */
const fetchIds = async (databaseUrl: string) => {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const result = await database.pool!.query<{ email: string; id: string }>('select email, id from "user" where email = any($1)', [[BENCH_OWNER.email, BENCH_WALKER.email]]);
    const idOf = (email: string) => result.rows.find((row) => row.email === email)!.id;
    return { owner: idOf(BENCH_OWNER.email), walker: idOf(BENCH_WALKER.email) };
  } finally {
    await database.close();
  }
};

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'patili-bench-'));
  const cluster = !process.env.DATABASE_URL && process.env.BENCH_DB === 'postgres' ? await startPostgresCluster({ database: 'patili_bench', ...(process.env.PG_BIN ? { bin: process.env.PG_BIN } : {}) }) : null;
  const databaseUrl = process.env.DATABASE_URL ?? cluster?.urlOf('patili_bench');
  const children: ChildProcess[] = [];
  const scaleRows: ScaleRow[] = [];
  try {
    // Seed before the server opens the database (an embedded data directory has one owner).
    const target: DatabaseTarget = databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite-dir', dataDir: join(dataDir, 'pglite') };
    const viewerId = await prepareBenchDatabase(target);
    for (const [index, scale] of SCALES.entries()) {
      await growBenchTo(target, scale);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const child = await startApp(port, dataDir, databaseUrl);
      children.push(child);
      const cookie = await signIn(base, BENCH_OWNER.email, BENCH_OWNER.password);
      console.log(`\n${scale} providers per kind: server pid ${child.pid}, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION}s each; RSS after start ${rssOf(child.pid!)}`);
      const targets: Target[] = BROWSE_PATHS.map((b) => ({ name: b.name, path: `/api/discovery/providers?${b.query}`, headers: { cookie } }));
      if (index === 0) {
        // The other hot paths do not depend on the number of providers: measured once.
        const demoCookie = await signIn(base, 'sahip@demo.patili.app', 'Patili123!');
        const aProvider = (await (await fetch(`${base}/api/discovery/providers?kind=pet_walker&pageSize=1`, { headers: { cookie } })).json()) as { items: { id: string }[] };
        targets.unshift(
          { name: 'GET /api/health', path: '/api/health', headers: {} },
          { name: 'GET /api/accounts/session (signed in)', path: '/api/accounts/session', headers: { cookie: demoCookie } },
          { name: 'GET /api/config', path: '/api/config', headers: {} },
        );
        targets.push({ name: 'public profile', path: `/api/discovery/providers/${aProvider.items[0]?.id ?? 'none'}`, headers: { cookie } });
        // A write a request, committed (on PGlite with fsync on: the durable default).
        targets.push({
          name: 'POST /api/pets (a write)',
          path: '/api/pets',
          method: 'POST',
          headers: { cookie: demoCookie, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Bench', species: 'cat', age: 2 }),
        });
      }
      const results: Result[] = [];
      for (const t of targets) results.push(await load(base, t, child.pid));
      printResults(results);
      console.log(`RSS after load: ${rssOf(child.pid!)}`);
      // Only one side runs at a time: the app is stopped so the baselines have the machine to
      // themselves (after a moment, so the load generator's last requests are answered first).
      await new Promise((r) => setTimeout(r, 1000));
      await stopChild(child);
      const same = databaseUrl ? await runBaseline('session', databaseUrl, viewerId, cookie, children) : null;
      const plain = databaseUrl ? await runBaseline('plain', databaseUrl, viewerId, cookie, children) : null;
      for (const [i, b] of BROWSE_PATHS.entries()) {
        scaleRows.push({ scale, name: b.name, app: results.find((r) => r.name === b.name)!, ...(same ? { same: same[i] } : {}), ...(plain ? { plain: plain[i] } : {}) });
      }
    }
    printScaleTable(scaleRows);
    await benchBookingLists(target, databaseUrl, dataDir, children);
    if (!databaseUrl) console.log('\nbare pg + node:http baselines need PostgreSQL (BENCH_DB=postgres or DATABASE_URL); skipped on PGlite.');
  } finally {
    for (const child of children) await stopChild(child);
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

// Live delivery across two processes (bench/realtime.ts, on its own PostgreSQL cluster):
// `BENCH_REALTIME=1` after the runs above, `BENCH_REALTIME=only` instead of them.
if (process.env.BENCH_REALTIME !== 'only') await main();
if (process.env.BENCH_REALTIME === '1' || process.env.BENCH_REALTIME === 'only') await benchRealtime();
