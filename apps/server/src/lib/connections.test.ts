import { Agent, request as httpRequest } from 'node:http';

import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { createUser, type CreatedUser } from '../../test/factories.ts';
import { IDLE_GRACE_MS } from './connections.ts';
import { signInAt, startServerProcess, stopServerProcesses, type ServerProcess } from '../../test/server-process.ts';
import { useTestApp } from '../../test/setup-app.ts';

/**
 * SIGTERM as an operator sends it (a deploy, `docker stop`, a scale-down) to the built server
 * under constant traffic, on PostgreSQL (`npm run test:pg`): every request the process took is
 * answered, whatever its state; a client that comes after the port closed is refused at connect
 * (it never reached the server, and retries elsewhere); none is reset halfway. What it answered
 * was written. Then it exits 0, or 1 when SHUTDOWN_TIMEOUT_MS cut a request that could not finish.
 */

/** How many loops send requests at once, each on kept-alive connections (fetch's default). */
const LOOPS = 4;
/** Answers seen before the signal: the traffic is flowing. */
const ANSWERS_BEFORE_SIGNAL = 40;

type Outcome =
  | { kind: 'answered'; status: number; request: 'create' | 'list'; petId: string | null; endedAt: number }
  /** The connection was refused: the request never reached the server (after the port closed). */
  | { kind: 'refused' }
  /** The request reached the server and got no answer: reset, or cut mid-answer. Never allowed. */
  | { kind: 'failed'; request: 'create' | 'list'; error: string };

/** The system error behind a failed fetch (`fetch failed` → cause → code), or its message. */
const reasonOf = (error: unknown): string => {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
    current = current instanceof AggregateError ? current.errors[0] : (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
};

/**
 * A client sending requests one after another until the process is gone, alternating a new pet
 * and the list, each outcome classified.
 */
const trafficLoop = async (server: ServerProcess, cookie: string, loop: number, outcomes: Outcome[]) => {
  for (let n = 0; server.running(); n += 1) {
    const request = n % 2 === 0 ? 'create' : 'list';
    try {
      const response =
        request === 'create'
          ? await fetch(`${server.base}/api/pets`, {
              method: 'POST',
              headers: { origin: server.base, cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ name: `Döngü ${loop}-${n}`, species: 'dog', age: 2 }),
            })
          : await fetch(`${server.base}/api/pets`, { headers: { origin: server.base, cookie } });
      const body = (await response.json()) as { pet?: { id: string } };
      outcomes.push({ kind: 'answered', status: response.status, request, petId: body.pet?.id ?? null, endedAt: performance.now() });
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === 'ECONNREFUSED') {
        outcomes.push({ kind: 'refused' });
        // A client paces its retries; a tight loop of refusals only takes the CPU from the server.
        await new Promise((resolve) => setTimeout(resolve, 10));
      } else outcomes.push({ kind: 'failed', request, error: reason });
    }
  }
};

/**
 * A POST /api/pets whose JSON body arrives in `chunks` pieces, `everyMs` apart (a slow phone
 * network): the request is in flight the whole time. `sent(n)` resolves once n pieces were written.
 */
const tricklingPost = (server: ServerProcess, cookie: string, { name, chunks, everyMs }: { name: string; chunks: number; everyMs: number }) => {
  const body = Buffer.from(JSON.stringify({ name, species: 'cat', age: 3 }));
  const size = Math.ceil(body.length / chunks);
  const waiting: { count: number; resolve: () => void }[] = [];
  let written = 0;
  const answer = new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = httpRequest(
      `${server.base}/api/pets`,
      { method: 'POST', headers: { origin: server.base, cookie, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    const writeNext = () => {
      if (req.destroyed) return;
      const piece = body.subarray(written * size, (written + 1) * size);
      if (piece.length === 0) {
        req.end();
        return;
      }
      req.write(piece, () => {
        written += 1;
        for (const wait of waiting.filter((entry) => entry.count <= written)) wait.resolve();
        setTimeout(writeNext, everyMs);
      });
    };
    writeNext();
  });
  const sent = (count: number) =>
    new Promise<void>((resolve) => {
      if (written >= count) resolve();
      else waiting.push({ count, resolve });
    });
  return { answer, sent };
};

/**
 * One kept-alive connection of a client (an HTTP agent of one socket): the next request goes on
 * the same connection as the last while the server keeps it open (`reused`).
 */
const keptAliveConnection = (server: ServerProcess, cookie: string) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let answeredAt = 0;
  const list = () =>
    new Promise<{ status: number; connection: string | undefined; reused: boolean; sinceLastAnswer: number }>((resolve, reject) => {
      const sentAt = performance.now();
      const req = httpRequest(`${server.base}/api/pets`, { agent, headers: { origin: server.base, cookie } }, (response) => {
        response.resume();
        response.on('end', () => {
          const sinceLastAnswer = answeredAt ? sentAt - answeredAt : 0;
          answeredAt = performance.now();
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, reused: req.reusedSocket, sinceLastAnswer });
        });
      });
      req.on('error', reject);
      req.end();
    });
  return { list, close: () => agent.destroy() };
};

describe.skipIf(!inject('databaseUrl'))('stopping the built server (SIGTERM) under constant traffic, on PostgreSQL', () => {
  // A database at the migrated state of this worker's pool; its people sign in at the process,
  // which hashes passwords as the tests do (PASSWORD_HASH=fast).
  const testApp = useTestApp();
  let owner: CreatedUser;
  let databaseUrl: string;

  beforeAll(async () => {
    const deps = { db: testApp.deps.database.db, auth: testApp.deps.auth };
    // With an admin in place the process makes none (and prints no generated password).
    await createUser(deps, { email: 'admin@patili.app', role: 'admin' });
    owner = await createUser(deps, { role: 'owner', name: 'Ayşe Sahip' });
    databaseUrl = testApp.deps.database.pool!.options.connectionString!;
  });

  afterEach(stopServerProcesses);

  const petsOfOwner = async () => {
    const { rows } = await testApp.deps.database.pool!.query<{ id: string }>('select id from pet where owner_id = $1', [owner.id]);
    return rows.map((row) => row.id).sort();
  };

  it('answers every request it took, the slow one too; refuses only new connections; resets none; keeps every 201; exits 0', async () => {
    const server = await startServerProcess({ env: { DATABASE_URL: databaseUrl } });
    const cookie = await signInAt(server.base, owner);
    const outcomes: Outcome[] = [];
    const loops = Array.from({ length: LOOPS }, (_, loop) => trafficLoop(server, cookie, loop, outcomes));
    await vi.waitFor(() => expect(outcomes.filter((outcome) => outcome.kind === 'answered').length).toBeGreaterThanOrEqual(ANSWERS_BEFORE_SIGNAL), {
      timeout: 30_000,
      interval: 20,
    });
    // In flight when the signal comes, for about 2 s more: its body is still arriving.
    const slow = tricklingPost(server, cookie, { name: 'Yavaş Tekir', chunks: 10, everyMs: 200 });
    await slow.sent(3);
    // A connection idle at the signal, whose client sends its next request a moment later.
    const idle = keptAliveConnection(server, cookie);
    expect((await idle.list()).status).toBe(200);
    const signalledAt = performance.now();
    const stopped = server.stop('SIGTERM');
    await server.waitForLine((line) => line.json?.msg?.startsWith('SIGTERM: stopping') === true);
    const afterSignal = await idle.list().catch((error: unknown) => ({ error: reasonOf(error) }));
    idle.close();
    await Promise.all(loops);
    const slowAnswer = await slow.answer.catch((error: unknown) => ({ status: 0, body: reasonOf(error) }));
    const exit = await stopped;

    const failed = outcomes.filter((outcome) => outcome.kind === 'failed');
    expect(failed, server.output()).toEqual([]);
    const answered = outcomes.filter((outcome) => outcome.kind === 'answered');
    // Every request the process took was served as usual, during the drain too.
    expect(answered.filter((outcome) => outcome.status !== (outcome.request === 'create' ? 201 : 200))).toEqual([]);
    expect(answered.filter((outcome) => outcome.endedAt > signalledAt).length).toBeGreaterThan(0);
    expect(slowAnswer.status, JSON.stringify(slowAnswer.body)).toBe(201);
    // The idle connection was kept for its next request, answered with a request to close it.
    expect(afterSignal).toMatchObject({ status: 200, reused: true, connection: 'close' });
    expect('sinceLastAnswer' in afterSignal && afterSignal.sinceLastAnswer, 'the probe came too late to judge').toBeLessThan(IDLE_GRACE_MS);

    expect(exit.code, server.output()).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
    const steps = server.messages().filter((message) => /^SIGTERM: stopping|^every request answered|^live updates stopped$|^jobs stopped$|^database closed$|^stopped$/.test(message));
    expect(steps.map((step) => step.split(';')[0])).toEqual([
      'SIGTERM: stopping',
      'every request answered',
      'live updates stopped',
      'jobs stopped',
      'database closed',
      'stopped',
    ]);

    // What was answered 201 was written, and nothing else was.
    const created = [...answered.flatMap((outcome) => (outcome.status === 201 && outcome.petId ? [outcome.petId] : [])), slowAnswer.body.pet.id as string];
    expect(await petsOfOwner()).toEqual(created.sort());
  });

  it('exits 1 when SHUTDOWN_TIMEOUT_MS comes first, cutting the request that could not finish, and says so', async () => {
    const server = await startServerProcess({ env: { DATABASE_URL: databaseUrl, SHUTDOWN_TIMEOUT_MS: '300' } });
    const cookie = await signInAt(server.base, owner);
    // Its body would take 30 s to arrive.
    const endless = tricklingPost(server, cookie, { name: 'Hiç Bitmeyen', chunks: 300, everyMs: 100 });
    const cut = endless.answer.then(
      (answer) => `answered ${answer.status}`,
      (error: unknown) => reasonOf(error),
    );
    await endless.sent(3);
    const exit = await server.stop('SIGTERM');
    expect(exit.code, server.output()).toBe(1);
    // The deadline, then closing the live updates, the jobs and the database.
    expect(exit.ms).toBeLessThan(5000);
    expect(exit.ms).toBeGreaterThanOrEqual(300);
    expect(server.messages()).toContain('the deadline came first: 1 connection(s) cut with requests unanswered');
    // The stop still closes the database after the cut (the cut request's own handler may log its
    // end at any moment around these steps).
    const steps = server.messages().filter((message) => /^live updates stopped$|^jobs stopped$|^database closed$|^stopped$/.test(message));
    expect(steps).toEqual(['live updates stopped', 'jobs stopped', 'database closed', 'stopped']);
    expect(await cut).toMatch(/ECONNRESET|EPIPE|socket hang up/);
  });
});
