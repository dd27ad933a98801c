/* eslint-disable no-console -- a command-line report */
/**
 * `npm run bench:mixed`: mixed traffic of signed-in people, as a day's users make it. Numbers, not
 * pass/fail; not part of `npm test`.
 *
 *   BENCH_USERS=200 BENCH_MIXED_SECONDS=180 BENCH_WARMUP_SECONDS=20 npm run bench:mixed
 *   BENCH_PROCESSES=2 npm run bench:mixed            two server processes, the users split between them
 *
 * A throwaway PostgreSQL 15 cluster (`PG_BIN`, default /usr/lib/postgresql/15/bin) or `DATABASE_URL`
 * (an empty database), seeded by bench/mixed-seed.ts: `BENCH_MIXED_PROVIDERS` providers of each kind
 * (default 750), 2 000 owners with pets, bookings in every status between them, payments,
 * conversations with messages, notifications, support tickets, the action log. Then the production
 * bundle (scripts/build.ts) runs in `BENCH_PROCESSES` child processes (default 1) on that database.
 *
 * `BENCH_USERS` simulated people (default 200): ~70 % owners, ~25 % providers of the four kinds,
 * ~5 % admins, each signed in through `POST /api/auth/sign-in/email` and holding the realtime socket
 * (`/api/realtime`) for the whole session, like a browser tab. Each runs a closed loop: one action,
 * its requests one after the other, then a think time of 1–5 s (`BENCH_THINK_MS=min-max` in ms:
 * shorter ones make a busier day from the same people). Owners browse and filter, open
 * profiles, ask a quote, request bookings, read their bookings, dashboard, notifications and
 * conversations, and chat; providers read and answer their requests, read their dashboard, earnings
 * and bookings, and chat; admins read the back office's lists (users, bookings, payments, tickets,
 * the action log). The first `BENCH_WARMUP_SECONDS` (default 20) are not counted; then
 * `BENCH_MIXED_SECONDS` (default 180) are.
 *
 * A request's latency runs from just before it is sent to the end of its body. A 4xx a real user
 * could get (a slot taken, a request already answered) is counted apart from errors; errors are
 * 5xx, timeouts (`BENCH_TIMEOUT_MS`, default 30 000) and network failures. Printed: per route
 * (method and template) count, p50, p99, max, 4xx and errors; throughput; CPU per request of the
 * server processes and of PostgreSQL (from `/proc`), and of this load generator; the database's
 * connections (sampled every 5 s); each server's event-loop lag, GC and pool waits (its
 * `/api/metrics`, every 5 s); and each server's RSS every 10 s with its change over the last minute.
 *
 * `BENCH_PROFILE_DIR=/tmp/prof` makes each server write a V8 CPU profile when it stops.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import type { ProviderRole } from '@patili/domain/access';
import pg from 'pg';
import { WebSocket } from 'ws';

import { bundleServer } from '../scripts/build.ts';
import { freePort, startPostgresCluster, type PostgresCluster } from '../test/postgres-cluster.ts';
import { MIXED_PASSWORD, seedMixed, type MixedUser } from './mixed-seed.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 180);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 20);
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
const PROVIDERS_PER_KIND = Number(process.env.BENCH_MIXED_PROVIDERS ?? 750);
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 30_000);
/** A user's think time between actions, `BENCH_THINK_MS=min-max` in ms (default 1000-5000). */
const THINK_MS = (() => {
  const [min = 1000, max = 5000] = (process.env.BENCH_THINK_MS ?? '1000-5000').split('-').map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min < 0 || max < min) throw new Error('BENCH_THINK_MS: min-max in ms, e.g. 300-1500');
  return { min, max };
})();
const METRICS_TOKEN = 'bench-mixed-metrics-token-0123456789';
const DATABASE = 'patili_mixed_bench';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pickOne = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const chance = (p: number) => Math.random() < p;

// --- Processes: CPU, memory -------------------------------------------------------------------

/** Clock ticks per second of `/proc/<pid>/stat` (USER_HZ; 100 on Linux). */
const CLOCK_TICKS = 100;
/** CPU seconds (user + system) a process has used, or null where `/proc` cannot tell. */
const cpuSecondsOf = (pid: number): number | null => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
};
/** CPU seconds of every PostgreSQL process on the machine (the bench's cluster is the only one while it runs). */
const databaseCpuSeconds = (): number => {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/stat`, 'utf8').includes(' (postgres) ')) continue;
    } catch {
      continue;
    }
    total += cpuSecondsOf(Number(entry)) ?? 0;
  }
  return total;
};
const rssMbOf = (pid: number) => {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
};

// --- The servers ------------------------------------------------------------------------------

type App = { base: string; socketUrl: string; child: ChildProcess };

const builtServer = async () => {
  const outDir = fileURLToPath(new URL('../node_modules/.cache/patili-bench-server', import.meta.url));
  await bundleServer(outDir);
  return join(outDir, 'index.mjs');
};

const startApp = async (entry: string, databaseUrl: string, dataDir: string): Promise<App> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      // Every process signs and reads the same session cookies, as a deployment's processes do.
      AUTH_SECRET: 'bench-mixed-secret-0123456789abcdef',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the app at ${base} exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { base, socketUrl: `ws://127.0.0.1:${port}/api/realtime`, child };
    await sleep(250);
  }
  throw new Error(`${base} did not come up`);
};

/** SIGTERM, and SIGKILL if it has not exited after 15 s. */
const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
};

// --- Measurement ------------------------------------------------------------------------------

type RouteStats = { latencies: number[]; refused: Map<number, number>; errors: Map<string, number> };
const stats = new Map<string, RouteStats>();
const measured = { start: Infinity, end: Infinity };
let stopping = false;

const statsOf = (route: string) => {
  let found = stats.get(route);
  if (!found) {
    found = { latencies: [], refused: new Map(), errors: new Map() };
    stats.set(route, found);
  }
  return found;
};
const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

type Session = { user: MixedUser; app: App; cookie: string; socket: WebSocket | null };
type Answer = { status: number; body: unknown };

/**
 * One request of a user, timed from just before it is sent to the end of its body, and counted
 * when it started inside the measured window. Null on a network failure or a timeout.
 */
const call = async (session: Session, route: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<Answer | null> => {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { cookie: session.cookie };
  if (method !== 'GET') headers.origin = session.app.base;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const counted = started >= measured.start && started < measured.end;
  try {
    const response = await fetch(`${session.app.base}${path}`, {
      method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (counted) {
      const line = statsOf(`${method} ${route}`);
      line.latencies.push(ms);
      if (response.status >= 500) bump(line.errors, String(response.status));
      else if (response.status >= 400) bump(line.refused, response.status);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  } catch (error) {
    if (counted) {
      const line = statsOf(`${method} ${route}`);
      line.latencies.push(performance.now() - started);
      bump(line.errors, error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network');
    }
    return null;
  }
};

const itemsOf = <T>(answer: Answer | null): T[] => {
  if (!answer || answer.status !== 200 || typeof answer.body !== 'object' || answer.body === null) return [];
  const items = (answer.body as { items?: unknown }).items;
  return Array.isArray(items) ? (items as T[]) : [];
};

// --- What each role does ----------------------------------------------------------------------

const KINDS: readonly ProviderRole[] = ['sitter', 'veterinarian', 'pet_walker', 'trainer'];
const SORTS = ['rating', 'distance', 'price', 'response'] as const;
const SITTER_SERVICES = ['cat_care', 'dog_care'] as const;

/** The providers the simulated providers are: owners find them too (a share of the requests goes to them). */
const simulatedProviders: { id: string; kind: ProviderRole }[] = [];

/** A browse query as the filters panel builds it. */
const browseQuery = (kind: ProviderRole) => {
  const params = new URLSearchParams({ kind, sort: pickOne(SORTS)! });
  if (chance(0.4)) params.set('maxDistanceKm', pickOne(['5', '10', '20'])!);
  if (chance(0.3)) params.set('minRating', pickOne(['3', '4'])!);
  if (chance(0.15)) params.set('verified', 'true');
  if (kind === 'pet_walker' && chance(0.3)) params.set('firstAid', 'true');
  if (kind === 'veterinarian' && chance(0.4)) params.set('specialization', pickOne(['cats', 'dogs', 'vaccination', 'emergency'])!);
  if (kind === 'veterinarian' && chance(0.2)) params.set('servicePlace', pickOne(['clinic', 'home_visit'])!);
  if (chance(0.15)) params.set('q', pickOne(['klinik', 'moda', 'park', 'eğitim', 'ayşe'])!);
  if (chance(0.25)) params.set('page', String(1 + Math.floor(Math.random() * 4)));
  return params.toString();
};

/** A day 2–40 days ahead (Istanbul) and an hour of the working day. */
const slot = () => {
  const at = Date.now() + (2 + Math.floor(Math.random() * 39)) * 86_400_000 + 3 * 3_600_000;
  const date = new Date(at).toISOString().slice(0, 10);
  const end = new Date(at + Math.floor(Math.random() * 4) * 86_400_000).toISOString().slice(0, 10);
  return { date, end, time: `${String(9 + Math.floor(Math.random() * 9)).padStart(2, '0')}:00` };
};

const termsFor = (kind: ProviderRole, sitterService: string) => {
  const { date, end, time } = slot();
  switch (kind) {
    case 'sitter':
      return { service: sitterService, startDate: date, endDate: end };
    case 'veterinarian':
      return { service: pickOne(['vet_exam', 'vaccination'])!, date, time };
    case 'pet_walker':
      return { date, time, hours: 1 + Math.floor(Math.random() * 2) };
    case 'trainer':
      return { date, time };
  }
};

type Weighted = readonly (readonly [number, () => Promise<void>])[];
const pickAction = (actions: Weighted) => {
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  let left = Math.random() * total;
  for (const [weight, action] of actions) {
    left -= weight;
    if (left <= 0) return action;
  }
  return actions[0]![1];
};

/** What every signed-in person does now and then: notifications, conversations, chat. */
const commonActions = (session: Session, chats: string[]) => {
  const readChats = async () => {
    const items = itemsOf<{ chatId: string }>(await call(session, '/api/chat/conversations', '/api/chat/conversations'));
    chats.splice(0, chats.length, ...items.map((item) => item.chatId));
  };
  const openChat = async (send: boolean) => {
    if (chats.length === 0) await readChats();
    const chatId = pickOne(chats);
    if (!chatId) return;
    const path = `/api/chat/conversations/${encodeURIComponent(chatId)}`;
    await call(session, '/api/chat/conversations/{chatId}/messages', `${path}/messages`);
    await call(session, '/api/chat/conversations/{chatId}/read', `${path}/read`, { method: 'POST' });
    if (send) await call(session, '/api/chat/conversations/{chatId}/messages', `${path}/messages`, { method: 'POST', body: { clientId: randomUUID(), text: pickOne(['Merhaba!', 'Yarın uygun musunuz?', 'Teşekkürler, görüşürüz.', 'Saat 10 olur mu?'])! } });
  };
  return [
    [6, async () => void (await call(session, '/api/notifications', '/api/notifications'))],
    [5, async () => void (await call(session, '/api/notifications/unread-count', '/api/notifications/unread-count'))],
    [1, async () => void (await call(session, '/api/notifications/read-all', '/api/notifications/read-all', { method: 'POST' }))],
    [5, readChats],
    [3, async () => void (await call(session, '/api/chat/unread', '/api/chat/unread'))],
    [5, () => openChat(false)],
    [6, () => openChat(true)],
    [5, async () => void (await call(session, '/api/dashboards/me', '/api/dashboards/me'))],
  ] as const;
};

const ownerActions = (session: Session): Weighted => {
  const state = { pets: [] as string[], found: [] as { id: string; kind: ProviderRole }[], profile: null as { id: string; kind: ProviderRole; services: string[] } | null, bookings: [] as { id: string; status: string }[] };
  const chats: string[] = [];
  const readPets = async () => {
    state.pets = itemsOf<{ id: string }>(await call(session, '/api/pets', '/api/pets')).map((item) => item.id);
  };
  const browse = async () => {
    const kind = pickOne(KINDS)!;
    const items = itemsOf<{ id: string }>(await call(session, '/api/discovery/providers', `/api/discovery/providers?${browseQuery(kind)}`));
    if (items.length > 0) state.found = items.map((item) => ({ id: item.id, kind }));
  };
  const openProfile = async () => {
    if (state.found.length === 0) await browse();
    const provider = pickOne(state.found);
    if (!provider) return;
    const answer = await call(session, '/api/discovery/providers/{providerId}', `/api/discovery/providers/${provider.id}`);
    const services = answer?.status === 200 ? ((answer.body as { servicePrices?: { service: string }[] }).servicePrices ?? []).map((price) => price.service) : [];
    state.profile = { ...provider, services };
  };
  /** The provider a quote or request is for: the profile open, or one of the simulated providers (so they have requests to answer). */
  const target = () => {
    if (state.profile && chance(0.5)) return state.profile;
    const provider = pickOne(simulatedProviders);
    return provider ? { ...provider, services: [] as string[] } : null;
  };
  const quote = async () => {
    const provider = target();
    if (!provider) return;
    const terms = termsFor(provider.kind, pickOne(provider.services) ?? pickOne(SITTER_SERVICES)!);
    const params = new URLSearchParams({ providerId: provider.id, kind: provider.kind, ...Object.fromEntries(Object.entries(terms).map(([key, value]) => [key, String(value)])) });
    await call(session, '/api/bookings/quote', `/api/bookings/quote?${params.toString()}`);
  };
  const request = async () => {
    if (state.pets.length === 0) await readPets();
    const provider = target();
    const petId = pickOne(state.pets);
    if (!provider || !petId) return;
    const terms = termsFor(provider.kind, pickOne(provider.services) ?? pickOne(SITTER_SERVICES)!);
    await call(session, '/api/bookings', '/api/bookings', { method: 'POST', body: { kind: provider.kind, providerId: provider.id, petId, ...terms, notes: chance(0.3) ? 'Kapı şifresi 1234.' : null } });
  };
  const readBookings = async () => {
    const status = pickOne([null, null, 'pending', 'confirmed', 'completed']);
    const items = itemsOf<{ id: string; status: string }>(await call(session, '/api/bookings', `/api/bookings?as=owner${status ? `&status=${status}` : ''}`));
    if (items.length > 0) state.bookings = items.map((item) => ({ id: item.id, status: item.status }));
  };
  const openBooking = async () => {
    if (state.bookings.length === 0) await readBookings();
    const chosen = pickOne(state.bookings);
    if (!chosen) return;
    await call(session, '/api/bookings/{bookingId}', `/api/bookings/${chosen.id}`);
    if (['confirmed', 'completed'].includes(chosen.status) && chance(0.5)) await call(session, '/api/payments/bookings/{bookingId}', `/api/payments/bookings/${chosen.id}`);
  };
  const cancel = async () => {
    const pending = state.bookings.filter((item) => item.status === 'pending');
    const chosen = pickOne(pending);
    if (!chosen) return;
    chosen.status = 'cancelled';
    await call(session, '/api/bookings/{bookingId}/cancel', `/api/bookings/${chosen.id}/cancel`, { method: 'POST', body: { note: 'Planlarım değişti.' } });
  };
  return [
    [24, browse],
    [12, openProfile],
    [6, quote],
    [4, request],
    [10, readBookings],
    [5, openBooking],
    [1, cancel],
    [3, readPets],
    ...commonActions(session, chats),
  ];
};

const providerActions = (session: Session, kind: ProviderRole): Weighted => {
  const state = { pending: [] as string[], bookings: [] as string[] };
  const chats: string[] = [];
  const readRequests = async () => {
    state.pending = itemsOf<{ id: string }>(await call(session, '/api/bookings', '/api/bookings?as=provider&status=pending')).map((item) => item.id);
  };
  const answer = async (accept: boolean) => {
    if (state.pending.length === 0) await readRequests();
    const id = state.pending.shift();
    if (!id) return;
    await call(session, '/api/bookings/{bookingId}', `/api/bookings/${id}`);
    if (accept) await call(session, '/api/bookings/{bookingId}/accept', `/api/bookings/${id}/accept`, { method: 'POST' });
    else await call(session, '/api/bookings/{bookingId}/reject', `/api/bookings/${id}/reject`, { method: 'POST', body: { note: 'O gün doluyum, kusura bakmayın.' } });
  };
  const readBookings = async () => {
    const filter = pickOne(['', '&status=confirmed', '&when=upcoming', '&when=past']);
    state.bookings = itemsOf<{ id: string }>(await call(session, '/api/bookings', `/api/bookings?as=provider${filter}`)).map((item) => item.id);
  };
  const openBooking = async () => {
    if (state.bookings.length === 0) await readBookings();
    const id = pickOne(state.bookings);
    if (id) await call(session, '/api/bookings/{bookingId}', `/api/bookings/${id}`);
  };
  return [
    [14, readRequests],
    [5, () => answer(true)],
    [2, () => answer(false)],
    [8, readBookings],
    [4, openBooking],
    [6, async () => void (await call(session, '/api/bookings/earnings', '/api/bookings/earnings'))],
    [3, async () => void (await call(session, '/api/providers/me', '/api/providers/me'))],
    ...(kind === 'pet_walker' ? ([[3, async () => void (await call(session, '/api/bookings/walks/today', '/api/bookings/walks/today'))]] as const) : []),
    ...commonActions(session, chats),
  ];
};

const adminActions = (session: Session): Weighted => {
  const state = { bookings: [] as string[], tickets: [] as string[] };
  const listBookings = async () => {
    const params = new URLSearchParams();
    if (chance(0.4)) params.set('status', pickOne(['pending', 'confirmed', 'completed', 'cancelled'])!);
    if (chance(0.3)) params.set('kind', pickOne(KINDS)!);
    if (chance(0.15)) params.set('q', pickOne(['ayşe', 'demir', 'kaya'])!);
    if (chance(0.2)) params.set('page', String(2 + Math.floor(Math.random() * 5)));
    state.bookings = itemsOf<{ id: string }>(await call(session, '/api/admin/bookings', `/api/admin/bookings?${params.toString()}`)).map((item) => item.id);
  };
  const listTickets = async () => {
    const status = pickOne([null, 'open', 'new_reply_user', 'in_progress']);
    state.tickets = itemsOf<{ id: string }>(await call(session, '/api/admin/support-tickets', `/api/admin/support-tickets${status ? `?status=${status}` : ''}`)).map((item) => item.id);
  };
  const listUsers = async () => {
    const params = new URLSearchParams();
    if (chance(0.3)) params.set('q', pickOne(['ayşe', 'mehmet', 'yılmaz', 'bench', 'kaya'])!);
    if (chance(0.4)) params.set('role', pickOne(['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer'])!);
    if (chance(0.2)) params.set('page', String(2 + Math.floor(Math.random() * 10)));
    await call(session, '/api/admin/users', `/api/admin/users?${params.toString()}`);
  };
  const actionLog = async () => {
    const params = new URLSearchParams();
    if (chance(0.3)) params.set('q', pickOne(['hesabı', 'ayşe', 'demir'])!);
    if (chance(0.3)) params.set('type', pickOne(['user_role_changed', 'payment_confirmed', 'ticket_replied'])!);
    await call(session, '/api/admin/action-logs', `/api/admin/action-logs?${params.toString()}`);
  };
  return [
    [10, async () => void (await call(session, '/api/admin/stats', '/api/admin/stats'))],
    [14, listUsers],
    [14, listBookings],
    [
      5,
      async () => {
        if (state.bookings.length === 0) await listBookings();
        const id = pickOne(state.bookings);
        if (id) await call(session, '/api/admin/bookings/{bookingId}', `/api/admin/bookings/${id}`);
      },
    ],
    [10, async () => void (await call(session, '/api/admin/payments', `/api/admin/payments?queue=${pickOne(['receipts', 'payouts', 'refunds'])!}`))],
    [10, listTickets],
    [
      4,
      async () => {
        if (state.tickets.length === 0) await listTickets();
        const id = pickOne(state.tickets);
        if (id) await call(session, '/api/admin/support-tickets/{ticketId}', `/api/admin/support-tickets/${id}`);
      },
    ],
    [10, actionLog],
    [3, async () => void (await call(session, '/api/notifications/unread-count', '/api/notifications/unread-count'))],
  ];
};

/** A user's session: opening the app, then actions with think times until the run ends. */
const runUser = async (session: Session, endAt: number) => {
  await sleep(Math.random() * THINK_MS.max);
  await call(session, '/api/accounts/session', '/api/accounts/session');
  await call(session, '/api/notifications/unread-count', '/api/notifications/unread-count');
  const { role } = session.user;
  const actions = role === 'owner' ? ownerActions(session) : role === 'admin' ? adminActions(session) : providerActions(session, role);
  while (!stopping && performance.now() < endAt) {
    await pickAction(actions)();
    await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
  }
};

// --- Sign-in and sockets ----------------------------------------------------------------------

const signIn = async (base: string, email: string): Promise<string> => {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: MIXED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};

const eachLimited = async <T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>) => {
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

const socketEvents = new Map<string, number>();
let socketFailures = 0;
let socketCloses = 0;

/** The user's realtime socket, resolved once `ready` came (null if it could not open). */
const openSocket = (url: string, cookie: string) =>
  new Promise<WebSocket | null>((resolve) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    let ready = false;
    socket.on('message', (data) => {
      const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : data instanceof ArrayBuffer ? Buffer.from(data).toString('utf8') : data.toString('utf8');
      const type = (JSON.parse(text) as { type?: string }).type ?? 'unknown';
      if (type === 'ready' && !ready) {
        ready = true;
        resolve(socket);
      } else if (performance.now() >= measured.start && performance.now() < measured.end) bump(socketEvents, type);
    });
    socket.on('close', () => {
      if (ready && !stopping) socketCloses += 1;
    });
    socket.once('error', () => {
      if (!ready) {
        socketFailures += 1;
        resolve(null);
      }
    });
  });

// --- Samplers ---------------------------------------------------------------------------------

type ConnectionSample = { total: number; active: number; idleInTransaction: number };
type MetricsSample = { lagP99Ms: number; lagMaxMs: number; gcSeconds: number; gcCount: number; poolWaiting: number; poolTotal: number };

const metricValue = (text: string, name: string, labels = '') => {
  const pattern = new RegExp(`^${name}${labels ? `\\{[^}]*${labels}[^}]*\\}` : '(?:\\{[^}]*\\})?'} ([0-9.eE+-]+)$`, 'gm');
  let total = 0;
  for (const match of text.matchAll(pattern)) total += Number(match[1]);
  return total;
};

/** The server's own request-duration histogram (until the headers are sent), summed over routes: count at or under each bound. */
const durationBuckets = (text: string) => {
  const buckets = new Map<string, number>();
  for (const match of text.matchAll(/^patili_http_request_duration_seconds_bucket\{[^}]*le="([^"]+)"[^}]*\} ([0-9.eE+-]+)$/gm)) buckets.set(match[1]!, (buckets.get(match[1]!) ?? 0) + Number(match[2]));
  return buckets;
};
const metricsText = (app: App) =>
  fetch(`${app.base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(10_000) }).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );

const scrapeMetrics = async (app: App): Promise<MetricsSample | null> => {
  try {
    const response = await fetch(`${app.base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(10_000) });
    const text = await response.text();
    if (!response.ok) return null;
    return {
      lagP99Ms: metricValue(text, 'patili_nodejs_eventloop_lag_p99_seconds') * 1000,
      lagMaxMs: metricValue(text, 'patili_nodejs_eventloop_lag_max_seconds') * 1000,
      gcSeconds: metricValue(text, 'patili_nodejs_gc_duration_seconds_sum'),
      gcCount: metricValue(text, 'patili_nodejs_gc_duration_seconds_count'),
      poolWaiting: metricValue(text, 'patili_db_pool_connections', 'state="waiting"'),
      poolTotal: metricValue(text, 'patili_db_pool_connections', 'state="total"'),
    };
  } catch {
    return null;
  }
};

// --- The report -------------------------------------------------------------------------------

const percentile = (sorted: readonly number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const ms = (value: number) => (Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));
const describe = <K>(map: Map<K, number>) => [...map].map(([key, count]) => `${count}×${String(key)}`).join(' ');

const printRoutes = () => {
  const rows = [...stats].map(([route, line]) => {
    const sorted = [...line.latencies].sort((a, b) => a - b);
    const refused = [...line.refused.values()].reduce((a, b) => a + b, 0);
    const errors = [...line.errors.values()].reduce((a, b) => a + b, 0);
    return { route, count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, refused, errors, detail: `${describe(line.refused)} ${describe(line.errors)}`.trim() };
  });
  rows.sort((a, b) => b.p99 - a.p99);
  console.log(`\n${'route (worst p99 first)'.padEnd(58)} ${'count'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'4xx'.padStart(5)} ${'errors'.padStart(6)}  statuses`);
  for (const row of rows) {
    console.log(`${row.route.padEnd(58)} ${String(row.count).padStart(6)} ${ms(row.p50).padStart(7)} ${ms(row.p99).padStart(7)} ${ms(row.max).padStart(7)} ${String(row.refused).padStart(5)} ${String(row.errors).padStart(6)}  ${row.detail}`);
  }
  const all = rows.reduce((sum, row) => sum + row.count, 0);
  const sortedAll = [...stats.values()].flatMap((line) => line.latencies).sort((a, b) => a - b);
  console.log(
    `${'all'.padEnd(58)} ${String(all).padStart(6)} ${ms(percentile(sortedAll, 50)).padStart(7)} ${ms(percentile(sortedAll, 99)).padStart(7)} ${ms(sortedAll.at(-1) ?? NaN).padStart(7)} ${String(rows.reduce((s, r) => s + r.refused, 0)).padStart(5)} ${String(rows.reduce((s, r) => s + r.errors, 0)).padStart(6)}`,
  );
  return all;
};

// --- Clean-up on exit and on signals ----------------------------------------------------------

const children: ChildProcess[] = [];
const sockets: WebSocket[] = [];
const dataDirs: string[] = [];
let cluster: PostgresCluster | null = null;
let cleaning: Promise<void> | null = null;

const cleanUp = () => {
  cleaning ??= (async () => {
    stopping = true;
    for (const socket of sockets) socket.terminate();
    await Promise.all(children.map(stopChild));
    try {
      cluster?.stop();
    } catch (error) {
      // Ctrl-C reaches the postmaster too (one process group), which may have stopped already.
      console.error(`stopping the cluster: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
};

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and the cluster`);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

// --- The run ----------------------------------------------------------------------------------

const main = async () => {
  if (!process.env.DATABASE_URL) cluster = await startPostgresCluster({ database: DATABASE, ...(process.env.PG_BIN ? { bin: process.env.PG_BIN } : {}) });
  const databaseUrl = process.env.DATABASE_URL ?? cluster!.urlOf(DATABASE);
  const databaseName = new URL(databaseUrl).pathname.slice(1);

  console.log(`seeding ${PROVIDERS_PER_KIND} providers of each kind, owners, bookings, conversations, notifications…`);
  const seeded = await seedMixed({ kind: 'postgres', url: databaseUrl }, { users: USERS, providersPerKind: PROVIDERS_PER_KIND });
  console.log(`seeded: ${Object.entries(seeded.counts).map(([table, n]) => `${table} ${n}`).join(', ')}`);
  simulatedProviders.push(...seeded.users.filter((u): u is MixedUser & { role: ProviderRole } => u.role !== 'owner' && u.role !== 'admin').map((u) => ({ id: u.id, kind: u.role })));
  if (stopping) return;

  const entry = await builtServer();
  for (let index = 0; index < PROCESSES; index += 1) dataDirs.push(mkdtempSync(join(tmpdir(), `patili-mixed-${index}-`)));
  const apps = await Promise.all(dataDirs.map((dir) => startApp(entry, databaseUrl, dir)));
  const appOf = (index: number) => apps[index % apps.length]!;

  // Sign everyone in (spread over the processes) and open their sockets.
  const signInStarted = performance.now();
  const sessions: Session[] = [];
  await eachLimited(seeded.users, 4, async (user, index) => {
    const app = appOf(index);
    sessions.push({ user, app, cookie: await signIn(app.base, user.email), socket: null });
  });
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  await eachLimited(sessions, 8, async (session) => {
    session.socket = await openSocket(session.app.socketUrl, session.cookie);
    if (session.socket) sockets.push(session.socket);
  });
  const roles = new Map<string, number>();
  for (const session of sessions) bump(roles, session.user.role);
  console.log(
    `\nmixed traffic: ${sessions.length} users (${describe(roles)}), ${apps.length} server process${apps.length > 1 ? 'es' : ''} on PostgreSQL; ` +
      `signed in in ${signInSeconds.toFixed(1)} s; ${sockets.length} sockets open${socketFailures ? `, ${socketFailures} refused` : ''}; warm-up ${WARMUP} s, measured ${SECONDS} s, think time ${THINK_MS.min / 1000}–${THINK_MS.max / 1000} s`,
  );

  // Samplers: RSS every 10 s, connections and the servers' metrics every 5 s.
  const began = performance.now();
  const rss: { at: number; mb: number[] }[] = [];
  const connections: ConnectionSample[] = [];
  const metrics: MetricsSample[][] = apps.map(() => []);
  const sampler = new pg.Client({ connectionString: databaseUrl });
  await sampler.connect();
  const sampleRss = () => rss.push({ at: (performance.now() - began) / 1000, mb: apps.map((app) => rssMbOf(app.child.pid!)) });
  sampleRss();
  const rssTimer = setInterval(sampleRss, 10_000);
  const sampleFive = async () => {
    if (performance.now() < measured.start || performance.now() >= measured.end) return;
    const result = await sampler
      .query<{ total: string; active: string; idle_tx: string }>(
        `select count(*) as total, count(*) filter (where state = 'active') as active, count(*) filter (where state like 'idle in transaction%') as idle_tx
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [databaseName],
      )
      .catch(() => null);
    const row = result?.rows[0];
    if (row) connections.push({ total: Number(row.total), active: Number(row.active), idleInTransaction: Number(row.idle_tx) });
    const scraped = await Promise.all(apps.map(scrapeMetrics));
    scraped.forEach((sample, index) => sample && metrics[index]!.push(sample));
  };
  const fiveTimer = setInterval(() => void sampleFive(), 5000);

  // The run: warm-up, then the measured window; CPU read at its edges.
  measured.start = began + WARMUP * 1000;
  measured.end = measured.start + SECONDS * 1000;
  const users = Promise.all(sessions.map((session) => runUser(session, measured.end)));
  const reading = () => ({ servers: apps.map((app) => cpuSecondsOf(app.child.pid!) ?? 0), database: databaseCpuSeconds(), loader: process.cpuUsage() });
  await sleep(WARMUP * 1000);
  // Warm-up's metrics samples are dropped: prom-client resets its lag histogram at each scrape.
  await Promise.all(apps.map(scrapeMetrics));
  const bucketsBefore = (await Promise.all(apps.map(metricsText))).map(durationBuckets);
  const loaderLag = monitorEventLoopDelay({ resolution: 10 });
  loaderLag.enable();
  const cpu = reading();
  await sleep(Math.max(0, measured.end - performance.now()));
  const cpuAfter = reading();
  loaderLag.disable();
  const bucketsAfter = (await Promise.all(apps.map(metricsText))).map(durationBuckets);
  await users;
  clearInterval(fiveTimer);
  sampleRss();
  clearInterval(rssTimer);
  await sampler.end();
  if (stopping) return;

  // The report.
  const total = printRoutes();
  const serverSeconds = cpuAfter.servers.reduce((sum, s, i) => sum + s - cpu.servers[i]!, 0);
  const databaseSeconds = cpuAfter.database - cpu.database;
  const loader = process.cpuUsage(cpu.loader);
  console.log(`\nthroughput ${(total / SECONDS).toFixed(1)} requests/s over ${SECONDS} s (${total} requests, ${sessions.length} users)`);
  console.log(
    `CPU: servers ${(serverSeconds / SECONDS * 100).toFixed(0)} % of a core, ${((serverSeconds * 1000) / Math.max(1, total)).toFixed(2)} ms a request` +
      `${apps.length > 1 ? ` (${cpuAfter.servers.map((s, i) => `${(((s - cpu.servers[i]!) / SECONDS) * 100).toFixed(0)} %`).join(' + ')})` : ''}; ` +
      `PostgreSQL ${((databaseSeconds / SECONDS) * 100).toFixed(0)} %, ${((databaseSeconds * 1000) / Math.max(1, total)).toFixed(2)} ms a request; ` +
      `this load generator ${(((loader.user + loader.system) / 1e6 / SECONDS) * 100).toFixed(0)} %`,
  );
  if (connections.length > 0) {
    const stat = (pick: (s: ConnectionSample) => number) => {
      const values = connections.map(pick);
      return `min ${Math.min(...values)}, mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(1)}, max ${Math.max(...values)}`;
    };
    console.log(`database connections (pg_stat_activity of ${databaseName}, ${connections.length} samples every 5 s): total ${stat((s) => s.total)}; active ${stat((s) => s.active)}; idle in transaction ${stat((s) => s.idleInTransaction)}`);
  }
  apps.forEach((app, index) => {
    const samples = metrics[index]!;
    if (samples.length === 0) return;
    const first = samples[0]!;
    const last = samples.at(-1)!;
    const gcCount = last.gcCount - first.gcCount;
    const gcMs = (last.gcSeconds - first.gcSeconds) * 1000;
    console.log(
      `server ${index + 1} (pid ${app.child.pid}), ${samples.length} scrapes every 5 s: event-loop lag p99 per 5 s: median ${ms(percentile(samples.map((s) => s.lagP99Ms).sort((a, b) => a - b), 50))} ms, worst ${ms(Math.max(...samples.map((s) => s.lagP99Ms)))} ms; ` +
        `lag max ${ms(Math.max(...samples.map((s) => s.lagMaxMs)))} ms; GC ${gcCount} pauses, ${gcMs.toFixed(0)} ms in all (${(gcMs / Math.max(1, gcCount)).toFixed(2)} ms each); ` +
        `pool ${Math.max(...samples.map((s) => s.poolTotal))} connections at most, requests waiting for one: ${samples.filter((s) => s.poolWaiting > 0).length} of ${samples.length} samples (max ${Math.max(...samples.map((s) => s.poolWaiting))})`,
    );
  });
  // Where the tail is: the servers' own timing (until the headers) against this side's (to the end of the body).
  const serverCount = (le: string) => bucketsAfter.reduce((sum, after, i) => sum + (after.get(le) ?? 0) - (bucketsBefore[i]!.get(le) ?? 0), 0);
  const served = serverCount('+Inf');
  const clientAll = [...stats.values()].flatMap((line) => line.latencies);
  const over = (bound: number) => clientAll.filter((value) => value > bound).length;
  console.log(
    `over 50 / 100 / 250 ms: as the servers timed them (until the headers, every route, /api/metrics included) ${served - serverCount('0.05')} / ${served - serverCount('0.1')} / ${served - serverCount('0.25')} of ${served}; ` +
      `as the users timed them ${over(50)} / ${over(100)} / ${over(250)} of ${clientAll.length}; ` +
      `this load generator's event-loop delay p99 ${(loaderLag.percentile(99) / 1e6).toFixed(1)} ms, max ${(loaderLag.max / 1e6).toFixed(1)} ms`,
  );
  console.log(`realtime: ${sockets.length} sockets held; events received in the window: ${describe(socketEvents) || 'none'}; closed unexpectedly ${socketCloses}`);
  apps.forEach((app, index) => {
    const series = rss.map((sample) => sample.mb[index]!);
    const last = rss.at(-1)!;
    const minuteAgo = [...rss].reverse().find((sample) => sample.at <= last.at - 60) ?? rss[0]!;
    const change = (series.at(-1)! - minuteAgo.mb[index]!) / Math.max(1, minuteAgo.mb[index]!);
    const verdict = Math.abs(change) <= 0.05 ? 'flat' : change > 0 ? 'growing' : 'shrinking';
    console.log(
      `server ${index + 1} RSS MB every 10 s from the start of the warm-up: ${series.join(' ')}; last minute ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} % (${minuteAgo.mb[index]} → ${series.at(-1)} MB, ${verdict})`,
    );
  });
};

try {
  await main();
} finally {
  await cleanUp();
}
