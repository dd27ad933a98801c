/**
 * A throwaway PostgreSQL 15 cluster for the benches (as test/global-setup-pg.ts starts one for the
 * tests): binaries in `PG_BIN` (default /usr/lib/postgresql/15/bin), run as `postgres` when root.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** A throwaway PostgreSQL cluster (as in test/global-setup-pg.ts); returns its URL and a teardown. */
export const startPostgres = async () => {
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
