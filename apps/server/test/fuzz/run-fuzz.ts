/**
 * The fuzz run: for every operation of the OpenAPI document, generated requests sent as every
 * actor over real sockets; every answer must be below 500 and every request must get one. Failures
 * are kept once per operation and outcome, then shrunk by fast-check to a small reproducer.
 */
import fc from 'fast-check';

import { Actor, type ActorRole, type MakeUser } from './actors.ts';
import { KnownIds } from './known-ids.ts';
import { listOperations, type OpenApiDocument, type Operation } from './open-api.ts';
import { requestsFor, toWire, type FuzzRequest, type WireRequest } from './requests.ts';
import type { Outcome } from './transport.ts';

export type FuzzOptions = {
  /** Where the app listens (a real socket), and the Origin its pages have. */
  host: string;
  port: number;
  origin: string;
  document: OpenApiDocument;
  roles: readonly ActorRole[];
  /** Needed when `roles` has signed-in roles. */
  makeUser?: MakeUser;
  seed: number;
  /** Generated requests per operation (each sent as every role). */
  runs: number;
  /** Which operations to fuzz (default: all). */
  include?: (operation: Operation) => boolean;
  /** Time fast-check may spend shrinking each distinct failure (0: report it as found)… */
  shrinkMs?: number;
  /** …and all of them together (default: no limit). */
  shrinkTotalMs?: number;
  timeoutMs?: number;
  onOperation?: (operation: Operation, index: number, total: number) => void;
};

/** Where a failing request came from: enough to generate it again. */
export type Provenance = { operation: Operation; role: ActorRole; seed: number; index: number };

export type Failure = {
  /** `POST /api/pets → 500`: one entry per operation and outcome. */
  key: string;
  operation: string;
  outcome: string;
  count: number;
  roles: ActorRole[];
  /** The first request that failed this way, as sent (ids filled in, cookie left out). */
  request: WireRequest;
  role: ActorRole;
  /** The start of the answer, or the connection error. */
  detail: string;
  /** The smallest request fast-check found that still fails the same way, if it looked. */
  shrunk: { request: WireRequest; detail: string } | null;
  /** Set when the shrinker could not make it fail again (the failure depends on earlier requests). */
  replayNote: string | null;
};

export type FuzzReport = {
  seed: number;
  runs: number;
  requests: number;
  durationMs: number;
  /** Requests by outcome: a status (`404`), `dropped`, `timeout`, `unsendable`, `closed after answer`. */
  byOutcome: Map<string, number>;
  byOperation: Map<string, Map<string, number>>;
  byRole: Map<ActorRole, Map<string, number>>;
  failures: Failure[];
  /** Times each role lost its session to a fuzzed request and signed in again. */
  renewals: Map<ActorRole, number>;
};

/** Outcome labels that fail the run. */
export const isFailure = (label: string): boolean => !/^\d+$/.test(label) || Number(label) >= 500;

const labelOf = (outcome: Outcome): string => {
  switch (outcome.kind) {
    case 'answer':
      return String(outcome.status);
    case 'dropped':
      return 'dropped';
    case 'timeout':
      return 'timeout';
    case 'unsendable':
      return 'unsendable';
  }
};

const detailOf = (outcome: Outcome): string => {
  switch (outcome.kind) {
    case 'answer':
      return outcome.body.subarray(0, 2_000).toString('utf8');
    case 'dropped':
      return [
        `connection failed: ${outcome.error}`,
        outcome.status === null ? ' (no status line)' : ` (after status ${outcome.status})`,
        outcome.reused ? `; the kept-alive connection had carried ${outcome.reused}` : '',
      ].join('');
    case 'timeout':
      return 'no answer within the time limit';
    case 'unsendable':
      return `the fuzzer built a request Node will not send (fix the generator): ${outcome.error}`;
  }
};

/** A 32-bit seed per operation, so adding a route does not change the requests of the others. */
const seedOf = (seed: number, key: string): number => {
  let hash = seed >>> 0;
  for (let index = 0; index < key.length; index += 1)
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193) >>> 0;
  return hash | 0;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the fuzzer against a listening app and reports what happened; it never throws for a server failure. */
export const runFuzz = async (options: FuzzOptions): Promise<FuzzReport> => {
  const started = performance.now();
  const ids = new KnownIds();
  const report: FuzzReport = {
    seed: options.seed,
    runs: options.runs,
    requests: 0,
    durationMs: 0,
    byOutcome: new Map(),
    byOperation: new Map(),
    byRole: new Map(),
    failures: [],
    renewals: new Map(),
  };
  const failures = new Map<string, Failure & { provenance: Provenance | null }>();
  const sent = new WeakMap<WireRequest, Provenance>();

  const add = <K>(table: Map<K, Map<string, number>>, key: K, label: string) => {
    const row = table.get(key) ?? new Map<string, number>();
    row.set(label, (row.get(label) ?? 0) + 1);
    table.set(key, row);
  };
  const count = (operation: string, role: ActorRole, label: string) => {
    report.byOutcome.set(label, (report.byOutcome.get(label) ?? 0) + 1);
    add(report.byOperation, operation, label);
    add(report.byRole, role, label);
  };

  const fail = (
    operation: string,
    label: string,
    role: ActorRole,
    request: WireRequest,
    detail: string,
    provenance: Provenance | null,
  ) => {
    const key = `${operation} → ${label}`;
    const known = failures.get(key);
    if (known) {
      known.count += 1;
      if (!known.roles.includes(role)) known.roles.push(role);
      return;
    }
    failures.set(key, {
      key,
      operation,
      outcome: label,
      count: 1,
      roles: [role],
      request,
      role,
      detail,
      shrunk: null,
      replayNote: null,
      provenance,
    });
  };

  /** Set once the run is over and failures are being shrunk: those requests are not counted. */
  let shrinking = false;
  /** Answers that announced nothing and were followed by the server hanging up, per request. */
  const closedAfter = new WeakSet<WireRequest>();
  const actors = options.roles.map(
    (role) =>
      new Actor(role, {
        host: options.host,
        port: options.port,
        origin: options.origin,
        timeoutMs: options.timeoutMs ?? 30_000,
        makeUser: options.makeUser ?? null,
        onOwnFailed: (request, outcome) => {
          const operation = `(harness) ${request.method} ${request.path}`;
          count(operation, role, labelOf(outcome));
          fail(operation, labelOf(outcome), role, request, detailOf(outcome), null);
        },
        onClosedAfter: (request, status) => {
          closedAfter.add(request);
          const provenance = sent.get(request);
          if (!provenance || shrinking) return;
          const label = 'closed after answer';
          count(provenance.operation.key, role, label);
          fail(
            provenance.operation.key,
            label,
            role,
            request,
            `the server closed the kept-alive connection after answering ${status ?? '?'} without Connection: close`,
            provenance,
          );
        },
      }),
  );
  const actorOf = (role: ActorRole) => actors.find((actor) => actor.role === role)!;

  const sendAs = async (actor: Actor, request: FuzzRequest, provenance: Provenance) => {
    const wire = toWire(request, ids, options.origin);
    sent.set(wire, provenance);
    const outcome = await actor.send(wire);
    if (
      outcome.kind === 'answer' &&
      outcome.status < 300 &&
      (outcome.headers['content-type'] ?? '').includes('json')
    ) {
      try {
        ids.harvest(JSON.parse(outcome.body.toString('utf8')));
      } catch {
        // A cut-off or non-JSON answer has no ids to offer.
      }
    }
    await actor.keepSignedIn(wire, outcome);
    return { wire, outcome };
  };

  try {
    await Promise.all(actors.map((actor) => actor.signIn()));
    const operations = listOperations(options.document).filter(options.include ?? (() => true));
    for (const [position, operation] of operations.entries()) {
      options.onOperation?.(operation, position, operations.length);
      const seed = seedOf(options.seed, operation.key);
      const requests = fc.sample(requestsFor(operation, options.document), {
        seed,
        numRuns: options.runs,
      });
      for (const [index, request] of requests.entries()) {
        await Promise.all(
          actors.map(async (actor) => {
            const provenance: Provenance = { operation, role: actor.role, seed, index };
            const { wire, outcome } = await sendAs(actor, request, provenance);
            const label = labelOf(outcome);
            report.requests += 1;
            count(operation.key, actor.role, label);
            if (isFailure(label))
              fail(operation.key, label, actor.role, wire, detailOf(outcome), provenance);
          }),
        );
      }
    }
    // A hang-up right after the last answers arrives a moment later.
    await sleep(50);

    shrinking = true;
    const shrinkUntil = performance.now() + (options.shrinkTotalMs ?? Infinity);
    for (const failure of failures.values()) {
      const { provenance } = failure;
      const shrinkMs = Math.min(options.shrinkMs ?? 0, shrinkUntil - performance.now());
      if (shrinkMs <= 0 || !provenance) continue;
      const actor = actorOf(provenance.role);
      let last: { wire: WireRequest; outcome: Outcome } | null = null;
      const details = await fc.check(
        fc.asyncProperty(requestsFor(provenance.operation, options.document), async (request) => {
          const result = await sendAs(actor, request, provenance);
          if (failure.outcome === 'closed after answer') await sleep(20);
          const label = closedAfter.has(result.wire)
            ? 'closed after answer'
            : labelOf(result.outcome);
          if (label !== failure.outcome) return true;
          last = result;
          return false;
        }),
        {
          seed: provenance.seed,
          path: String(provenance.index),
          interruptAfterTimeLimit: shrinkMs,
          markInterruptAsFailure: false,
        },
      );
      // The last request that failed is the counterexample fast-check settled on (it moves to every failing shrink).
      const lastFailing = last as { wire: WireRequest; outcome: Outcome } | null;
      if (details.failed && lastFailing)
        failure.shrunk = { request: lastFailing.wire, detail: detailOf(lastFailing.outcome) };
      else if (!details.failed && !details.interrupted)
        failure.replayNote =
          'did not fail again when replayed alone: it depends on the requests before it or on timing';
    }
  } finally {
    for (const actor of actors) {
      if (actor.renewals > 0) report.renewals.set(actor.role, actor.renewals);
      actor.close();
    }
  }
  report.failures = [...failures.values()].map(
    ({ provenance: _provenance, ...failure }) => failure,
  );
  report.durationMs = performance.now() - started;
  return report;
};
