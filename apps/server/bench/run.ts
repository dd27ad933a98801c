/* eslint-disable no-console -- a command-line report */
/**
 * `npm run bench`: starts the real server (PGlite in a temp dir, or DATABASE_URL) in a child
 * process, signs in a demo user, and loads the hot read paths with autocannon. Prints requests
 * per second, latency percentiles and the server's memory. Numbers, not pass/fail.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

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

const main = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'patili-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../src/index.ts', import.meta.url))], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_RATE_LIMIT: 'false', LOG_LEVEL: 'warn', APP_URL: base },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; i < 120; i += 1) {
      const ok = await fetch(`${base}/api/health`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'sahip@demo.patili.app', password: 'Patili123!' }),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    console.log(`server pid ${child.pid}, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION}s each`);
    console.log(`RSS after start: ${rssOf(child.pid!)}`);
    const targets = [
      { name: 'GET /api/health', path: '/api/health', headers: {} },
      { name: 'GET /api/me (signed in)', path: '/api/me', headers: { cookie } },
      { name: 'GET /api/config', path: '/api/config', headers: {} },
    ];
    console.log('\nroute                        req/s     p50 ms   p99 ms   errors');
    for (const target of targets) {
      const result = await autocannon({ url: `${base}${target.path}`, connections: CONNECTIONS, duration: DURATION, headers: target.headers });
      console.log(
        `${target.name.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)}   ${String(result.latency.p50).padStart(6)}   ${String(result.latency.p99).padStart(6)}   ${result.errors + result.non2xx}`,
      );
    }
    console.log(`\nRSS after load: ${rssOf(child.pid!)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
