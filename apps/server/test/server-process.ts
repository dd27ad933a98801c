import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { bundleServer } from '../scripts/build.ts';
import { freePort } from './postgres-cluster.ts';
import { removeServerBuilds, SERVER_BUILDS_DIR, serverBuildDirName } from './server-builds.ts';

/**
 * The server as an operator runs it: the production bundle (`scripts/build.ts`) started with plain
 * `node`, in a process of its own with a whole environment (nothing inherited from the test), its
 * JSON log lines read back, stopped with a signal. For the tests of what only a process shows: the
 * port taken first, start-up failures as one line and exit code 1, several processes on one
 * database, a database outage, the drain on SIGTERM.
 */

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Signs the processes' sessions; every process of a test shares it, as a deployment's do. */
export const TEST_SERVER_SECRET = 'server-process-secret-0123456789abcdefghij';

/** One line a process wrote, with its JSON when it is a log line. */
export type OutputLine = {
  stream: 'stdout' | 'stderr';
  text: string;
  /** The parsed line, or null when the line is not a JSON object (a stack trace, a Node warning). */
  json: ({ level?: string; msg?: string } & Record<string, unknown>) | null;
};

export type Exit = {
  /** The exit code, or null when a signal ended the process. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** When it exited (performance.now()). */
  at: number;
};

export type ServerProcess = {
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  readonly child: ChildProcess;
  /** The environment it runs with, whole. */
  readonly env: Readonly<Record<string, string>>;
  readonly dataDir: string;
  /** Every line written so far, stdout and stderr, in the order they arrived. */
  readonly lines: readonly OutputLine[];
  /** Resolves once the process has exited. */
  readonly exited: Promise<Exit>;
  running(): boolean;
  /** The `msg` of each JSON line so far. */
  messages(): string[];
  /** The lines of level error (or above), and any line of stderr that is not JSON. */
  errorLines(): OutputLine[];
  /** Everything it wrote, for a failing assertion's message. */
  output(): string;
  /** Resolves with the first line (already written or to come) that `matches`, within `timeoutMs`. */
  waitForLine(matches: (line: OutputLine) => boolean, timeoutMs?: number): Promise<OutputLine>;
  /** Polls `/ready` until it answers 200; throws with the output if the process exits or the deadline passes. */
  waitUntilReady(timeoutMs?: number): Promise<void>;
  /** When it was started (performance.now()). */
  readonly startedAt: number;
  /** Waits for the exit, within `timeoutMs`: its code and how long after the start it came. */
  waitForExit(timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Sends `signal` and waits for the exit: its code and how long it took after the signal. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
};

export type StartOptions = {
  /**
   * Settings over the defaults (a free PORT, HOST 127.0.0.1, APP_URL, a temporary DATA_DIR,
   * TEST_SERVER_SECRET, SEED_DEMO=false, AUTH_RATE_LIMIT=false, PASSWORD_HASH=fast, LOG_LEVEL=info);
   * `undefined` removes a default.
   */
  env?: Record<string, string | undefined>;
  /** Wait for `/ready` (default), or return at once (a start expected to fail, or several started together). */
  waitUntilReady?: boolean;
  /** Run as this user and group (a root test run checking a folder the server may not write). */
  uid?: number;
  gid?: number;
};

/** The bundle of this worker, built at its first use (test/server-builds.ts removes it afterwards). */
let built: Promise<string> | undefined;

export const builtServerEntry = (): Promise<string> => {
  built ??= buildOnce().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
};

const buildOnce = async () => {
  removeServerBuilds();
  const outDir = join(SERVER_BUILDS_DIR, serverBuildDirName(randomBytes(4).toString('hex')));
  // Readable by every user (0755, not mkdtemp's 0700): a test may run the server as another one.
  mkdirSync(SERVER_BUILDS_DIR, { recursive: true });
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  await bundleServer(outDir);
  return join(outDir, 'index.mjs');
};

/** The processes started and not yet cleaned up (`stopServerProcesses`). */
const started = new Set<ServerProcess & { cleanUp(): Promise<void> }>();

// A test run that ends early (a failed hook, a killed worker) leaves no server running.
process.once('exit', () => {
  for (const server of started) if (server.running()) server.child.kill('SIGKILL');
});

/** Starts the built server with the given settings; by default resolves once it is ready. */
export const startServerProcess = async (options: StartOptions = {}): Promise<ServerProcess> => {
  const entry = await builtServerEntry();
  const port = options.env?.PORT === undefined ? await freePort() : Number(options.env.PORT);
  const base = `http://127.0.0.1:${port}`;
  const ownDataDir = options.env && 'DATA_DIR' in options.env ? null : mkdtempSync(join(tmpdir(), 'patili-server-'));
  const defaults: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    AUTH_SECRET: TEST_SERVER_SECRET,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: 'false',
    PASSWORD_HASH: 'fast',
    LOG_LEVEL: 'info',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
  };
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...defaults, ...options.env })) if (value !== undefined) env[key] = value;

  const startedAt = performance.now();
  const child = spawn(process.execPath, [entry], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid }),
    ...(options.gid === undefined ? {} : { gid: options.gid }),
  });
  const lines: OutputLine[] = [];
  const watchers = new Set<(line: OutputLine) => void>();
  const read = (stream: 'stdout' | 'stderr') => {
    let rest = '';
    const add = (text: string) => {
      const line: OutputLine = { stream, text, json: parseLine(text) };
      lines.push(line);
      for (const watcher of [...watchers]) watcher(line);
    };
    child[stream].setEncoding('utf8');
    child[stream].on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) if (part !== '') add(part);
    });
    child[stream].on('end', () => {
      if (rest !== '') add(rest);
      rest = '';
    });
  };
  read('stdout');
  read('stderr');

  const exited = new Promise<Exit>((resolve) => {
    // 'close' comes after the output streams ended, so every line is read by then.
    child.once('close', (code, signal) => resolve({ code, signal, at: performance.now() }));
  });
  let done = false;
  void exited.then(() => {
    done = true;
  });

  const output = () => lines.map((line) => `[${line.stream}] ${line.text}`).join('\n') || '(no output)';
  const describe = () => `the server on port ${port}`;

  const waitForLine = (matches: (line: OutputLine) => boolean, timeoutMs = 30_000) =>
    new Promise<OutputLine>((resolve, reject) => {
      const found = lines.find(matches);
      if (found) {
        resolve(found);
        return;
      }
      const finish = (error: Error | null, line?: OutputLine) => {
        clearTimeout(timer);
        watchers.delete(watch);
        if (error) reject(error);
        else resolve(line!);
      };
      const watch = (line: OutputLine) => {
        if (matches(line)) finish(null, line);
      };
      const timer = setTimeout(() => finish(new Error(`${describe()} wrote no such line within ${timeoutMs} ms:\n${output()}`)), timeoutMs);
      watchers.add(watch);
      void exited.then(() => {
        // The streams have ended: whatever it wrote has been seen.
        if (watchers.has(watch)) finish(new Error(`${describe()} exited without writing such a line:\n${output()}`));
      });
    });

  const waitUntilReady = async (timeoutMs = 60_000) => {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      if (done) throw new Error(`${describe()} exited while starting:\n${output()}`);
      const status = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(5000) }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      );
      if (status === 200) return;
      if (performance.now() > deadline) throw new Error(`${describe()} was not ready within ${timeoutMs} ms (last status ${status}):\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const exitWithin = async (timeoutMs: number, what: string) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${describe()} did not exit within ${timeoutMs} ms ${what}:\n${output()}`)), timeoutMs);
    });
    try {
      return await Promise.race([exited, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };

  const waitForExit = async (timeoutMs = 30_000) => {
    const exit = await exitWithin(timeoutMs, 'of its start');
    return { code: exit.code, signal: exit.signal, ms: exit.at - startedAt };
  };

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000) => {
    const sent = performance.now();
    if (!done) child.kill(signal);
    const exit = await exitWithin(timeoutMs, `of ${signal}`);
    return { code: exit.code, signal: exit.signal, ms: Math.max(0, exit.at - sent) };
  };

  const server = {
    port: port,
    base: base,
    child,
    env,
    dataDir: env.DATA_DIR ?? '',
    lines,
    exited,
    running: () => !done,
    messages: () => lines.flatMap((line) => (typeof line.json?.msg === 'string' ? [line.json.msg] : [])),
    errorLines: () => lines.filter((line) => (line.json ? line.json.level === 'error' || line.json.level === 'fatal' : line.stream === 'stderr')),
    output,
    waitForLine,
    waitUntilReady,
    startedAt,
    waitForExit,
    stop,
    cleanUp: async () => {
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
  started.add(server);
  if (options.waitUntilReady !== false) {
    try {
      await waitUntilReady();
    } catch (error) {
      await server.cleanUp();
      started.delete(server);
      throw error;
    }
  }
  return server;
};

/** Kills what is still running of the processes started (after a test, in `afterEach`) and removes their own DATA_DIRs. */
export const stopServerProcesses = async () => {
  const servers = [...started];
  started.clear();
  await Promise.all(servers.map((server) => server.cleanUp()));
};

const parseLine = (text: string): OutputLine['json'] => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as OutputLine['json']) : null;
  } catch {
    return null;
  }
};

/**
 * What an operator reads of a start that failed: exactly one error line, a JSON log line without
 * a stack trace; gives its message for the test to check what it names.
 */
export const theOneErrorLine = (server: ServerProcess): { msg: string; json: Record<string, unknown> } => {
  const errors = server.errorLines();
  if (errors.length !== 1) throw new Error(`expected exactly one error line, got ${errors.length}:\n${server.output()}`);
  const [line] = errors;
  if (!line?.json) throw new Error(`the error line is not JSON:\n${server.output()}`);
  if (/"stack"\s*:|\\n\s+at /.test(JSON.stringify(line.json))) throw new Error(`the error line carries a stack trace:\n${line.text}`);
  return { msg: String(line.json.msg ?? ''), json: line.json };
};

/** Signs `person` in at a running process as its page would; the session cookie to send back. */
export const signInAt = async (base: string, person: { email: string; password: string }): Promise<string> => {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${person.email} at ${base} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
};
