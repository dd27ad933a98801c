/* eslint-disable no-console -- a command-line report */
/**
 * The realtime scenario of `npm run bench`: live delivery across server processes.
 *
 *   BENCH_REALTIME=1 npm run bench                          after the browse and booking-list runs
 *   BENCH_REALTIME=only npm run bench                       this scenario alone
 *   npm run bench:realtime --workspace @patili/server       the same, directly
 *
 * A throwaway PostgreSQL 15 cluster (`PG_BIN`, default /usr/lib/postgresql/15/bin) and two app
 * processes on it (`src/index.ts`, as `npm start` runs it). `BENCH_RT_PAIRS` pairs of people (default
 * 50: 100 users), an owner and a walker with a booking between them, each signed in and holding
 * `BENCH_RT_TABS` sockets (default 2: 200 sockets) spread over both processes. Messages are sent
 * over HTTP at `BENCH_RT_RATE` per second (default 50) for `BENCH_RT_SECONDS` (default 10), open
 * loop (each on its schedule, whatever the answers before it), from pair to pair and side to side,
 * each through either process. Printed: the delivery latency (from just before the send to the
 * arrival on the other member's socket) p50/p99/max, and the messages lost or duplicated on every
 * socket of both members (the sender's own tabs hear their messages too). The target on 2 cores:
 * p99 under 50 ms, nothing lost or duplicated; numbers, not pass/fail.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { realtimeEventSchema } from '@patili/domain/chat';
import { hashPassword } from 'better-auth/crypto';
import { WebSocket } from 'ws';

import { openDatabase } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { account, user } from '../src/db/schema/index.ts';
import { createBooking, createPet } from '../test/factories.ts';
import { freePort, startPostgresCluster } from '../test/postgres-cluster.ts';

const PAIRS = Number(process.env.BENCH_RT_PAIRS ?? 50);
const TABS = Number(process.env.BENCH_RT_TABS ?? 2);
const RATE = Number(process.env.BENCH_RT_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_RT_SECONDS ?? 10);
/** How long after the last send a message may still arrive before it counts as lost. */
const GRACE_MS = 3000;
const PASSWORD = 'Bench-realtime-123';

type Person = { email: string; cookie: string };
type Pair = { owner: Person; walker: Person; chatId: string };
type App = { base: string; socketUrl: string; child: ChildProcess };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const rssOf = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return `${Math.round(kb / 1024)} MB`;
};

/** The people, their pets and bookings, written straight into the database (one password hash for all). */
const seed = async (
  databaseUrl: string,
): Promise<{
  pairs: Omit<Pair, 'owner' | 'walker'>[];
  people: { owner: string; walker: string }[];
}> => {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    await database.migrate();
    const { db } = database;
    const hash = await hashPassword(PASSWORD);
    const person = (role: string, name: string, email: string) => ({
      id: newId(),
      email,
      name,
      emailVerified: true,
      role,
      referralCode: `RT${randomUUID().slice(0, 8).toUpperCase()}`,
    });
    // An admin already there, so neither process creates one (two would race to).
    const rows = [person('admin', 'Bench Yönetici', 'admin@patili.app')];
    for (let index = 0; index < PAIRS; index += 1) {
      rows.push(person('owner', `Bench Sahip ${index}`, `rt-owner-${index}@bench.patili.app`));
      rows.push(
        person('pet_walker', `Bench Yürüyüşçü ${index}`, `rt-walker-${index}@bench.patili.app`),
      );
    }
    await db.insert(user).values(rows);
    await db.insert(account).values(
      rows.map((row) => ({
        id: newId(),
        accountId: row.id,
        providerId: 'credential',
        userId: row.id,
        password: hash,
      })),
    );
    const pairs: { chatId: string }[] = [];
    const people: { owner: string; walker: string }[] = [];
    for (let index = 0; index < PAIRS; index += 1) {
      const owner = rows[1 + 2 * index]!;
      const walker = rows[2 + 2 * index]!;
      const pet = await createPet({ db }, owner, { name: `Karabaş ${index}`, species: 'dog' });
      const booking = await createBooking(
        { db },
        { owner, provider: { id: walker.id, role: 'pet_walker' }, pet },
        { status: 'confirmed' },
      );
      pairs.push({ chatId: `booking_${booking.id}` });
      people.push({ owner: owner.email, walker: walker.email });
    }
    return { pairs, people };
  } finally {
    await database.close();
  }
};

const startApp = async (databaseUrl: string, dataDir: string): Promise<App> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../src/index.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: base,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        // Both processes sign and read the same session cookies, as a deployment's processes do.
        AUTH_SECRET: 'bench-realtime-secret-0123456789abcdef',
        SEED_DEMO: 'false',
        AUTH_RATE_LIMIT: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`the app at ${base} exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { base, socketUrl: `ws://127.0.0.1:${port}/api/realtime`, child };
    await sleep(250);
  }
  throw new Error(`${base} did not come up`);
};

const stopApp = async (app: App) => {
  if (app.child.exitCode !== null) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGTERM');
  await exited;
};

const signIn = async (base: string, email: string): Promise<string> => {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

/** Runs `work` over `items`, `concurrency` at a time. */
const eachLimited = async <T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index]!, index);
      }
    }),
  );
};

type Arrival = { messageId: string; at: number };

/** A socket of a person that notes when each message arrives; resolves once `ready` came. */
const openSocket = (url: string, cookie: string, arrivals: Arrival[]) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.on('message', (data) => {
      const at = performance.now();
      const bytes = Array.isArray(data)
        ? Buffer.concat(data)
        : data instanceof ArrayBuffer
          ? Buffer.from(data)
          : data;
      const event = realtimeEventSchema.parse(JSON.parse(bytes.toString('utf8')));
      if (event.type === 'ready') resolve(socket);
      else if (event.type === 'message') arrivals.push({ messageId: event.message.clientId, at });
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });

export const benchRealtime = async () => {
  const cluster = await startPostgresCluster({
    database: 'patili_realtime_bench',
    ...(process.env.PG_BIN ? { bin: process.env.PG_BIN } : {}),
  });
  const databaseUrl = cluster.urlOf('patili_realtime_bench');
  const dataDirs = [
    mkdtempSync(join(tmpdir(), 'patili-rt-a-')),
    mkdtempSync(join(tmpdir(), 'patili-rt-b-')),
  ];
  const apps: App[] = [];
  const sockets: WebSocket[] = [];
  try {
    const seeded = await seed(databaseUrl);
    apps.push(...(await Promise.all(dataDirs.map((dir) => startApp(databaseUrl, dir)))));
    const appOf = (index: number) => apps[index % apps.length]!;

    // Sign everyone in (spread over both processes), then open their tabs, also spread.
    const emails = seeded.people.flatMap((people) => [people.owner, people.walker]);
    const cookies = new Map<string, string>();
    await eachLimited(emails, 4, async (email, index) => {
      cookies.set(email, await signIn(appOf(index).base, email));
    });
    const arrivalsByUser = new Map<string, Arrival[][]>();
    const pairs: Pair[] = seeded.pairs.map((pair, index) => {
      const people = seeded.people[index]!;
      const person = (email: string): Person => ({ email, cookie: cookies.get(email)! });
      return { chatId: pair.chatId, owner: person(people.owner), walker: person(people.walker) };
    });
    await eachLimited(emails, 8, async (email, index) => {
      const tabs: Arrival[][] = [];
      for (let tab = 0; tab < TABS; tab += 1) {
        const arrivals: Arrival[] = [];
        sockets.push(await openSocket(appOf(index + tab).socketUrl, cookies.get(email)!, arrivals));
        tabs.push(arrivals);
      }
      arrivalsByUser.set(email, tabs);
    });
    const total = Math.round(RATE * SECONDS);
    console.log(
      `\nrealtime: ${apps.length} processes on PostgreSQL, ${emails.length} users, ${sockets.length} sockets; ` +
        `${total} messages at ${RATE}/s over ${SECONDS}s (RSS ${apps.map((app) => rssOf(app.child.pid!)).join(', ')})`,
    );

    // Open loop: message i leaves at start + i / RATE, whatever the answers before it.
    type Sent = {
      clientId: string;
      from: string;
      to: string;
      at: number;
      status: number | null;
      ackMs: number | null;
    };
    const sent: Sent[] = [];
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    for (let index = 0; index < total; index += 1) {
      const due = started + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const pair = pairs[index % pairs.length]!;
      // Alternate sides each time the pairs come round, and the process each message goes through.
      const fromOwner = Math.floor(index / pairs.length) % 2 === 0;
      const [from, to] = fromOwner ? [pair.owner, pair.walker] : [pair.walker, pair.owner];
      const app = appOf(index);
      const record: Sent = {
        clientId: randomUUID(),
        from: from.email,
        to: to.email,
        at: performance.now(),
        status: null,
        ackMs: null,
      };
      sent.push(record);
      inFlight.push(
        fetch(`${app.base}/api/chat/conversations/${pair.chatId}/messages`, {
          method: 'POST',
          headers: { origin: app.base, cookie: from.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ clientId: record.clientId, text: `Bench mesajı ${index}` }),
        }).then(
          async (response) => {
            record.status = response.status;
            record.ackMs = performance.now() - record.at;
            await response.arrayBuffer();
          },
          () => {
            record.status = 0;
          },
        ),
      );
    }
    await Promise.all(inFlight);
    await sleep(GRACE_MS);

    // Per socket: which of its members' stored messages arrived, how often, and when.
    const stored = sent.filter((record) => record.status === 201);
    const latencies: number[] = [];
    let expected = 0;
    let lost = 0;
    let duplicated = 0;
    let unexpected = 0;
    const storedIds = new Set(stored.map((record) => record.clientId));
    const byUser = new Map<string, Sent[]>();
    for (const record of stored) {
      for (const email of [record.from, record.to])
        byUser.set(email, [...(byUser.get(email) ?? []), record]);
    }
    for (const [email, tabs] of arrivalsByUser) {
      const mine = byUser.get(email) ?? [];
      for (const arrivals of tabs) {
        const counts = new Map<string, Arrival[]>();
        for (const arrival of arrivals)
          counts.set(arrival.messageId, [...(counts.get(arrival.messageId) ?? []), arrival]);
        for (const arrival of arrivals) if (!storedIds.has(arrival.messageId)) unexpected += 1;
        for (const record of mine) {
          expected += 1;
          const got = counts.get(record.clientId) ?? [];
          if (got.length === 0) lost += 1;
          if (got.length > 1) duplicated += got.length - 1;
          if (got[0] && record.to === email) latencies.push(got[0].at - record.at);
        }
      }
    }
    latencies.sort((x, y) => x - y);
    const acks = stored.map((record) => record.ackMs ?? 0).sort((x, y) => x - y);
    const refused = sent.length - stored.length;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `sent ${sent.length}, stored ${stored.length}${refused > 0 ? `, refused or failed ${refused} (${[...new Set(sent.filter((r) => r.status !== 201).map((r) => r.status))].join(', ')})` : ''}`,
    );
    console.log(
      `send answered (HTTP 201):            p50 ${ms(percentile(acks, 50))}   p99 ${ms(percentile(acks, 99))}   max ${ms(acks.at(-1) ?? NaN)}`,
    );
    console.log(
      `delivery to the other member's tabs:  p50 ${ms(percentile(latencies, 50))}   p99 ${ms(percentile(latencies, 99))}   max ${ms(latencies.at(-1) ?? NaN)}   (${latencies.length} arrivals)`,
    );
    console.log(
      `deliveries expected on both members' tabs ${expected}: lost ${lost}, duplicated ${duplicated}, foreign ${unexpected}`,
    );
    console.log(
      `target (2 cores): p99 < 50 ms, none lost or duplicated; RSS after ${apps.map((app) => rssOf(app.child.pid!)).join(', ')}`,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    await Promise.all(apps.map(stopApp));
    cluster.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await benchRealtime();
