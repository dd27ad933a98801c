import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

/** PostgreSQL 15's binaries on Debian. */
const DEBIAN_BIN = '/usr/lib/postgresql/15/bin';
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root, so its tools run as the postgres user then. */
const runner = (bin: string) => (command: string, args: string[]) => {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  execFileSync(file, argv, { stdio: 'pipe' });
};

/** A free TCP port on the loopback interface. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

export type PostgresCluster = {
  /** `postgres://app@127.0.0.1:<port>/<database>` */
  urlOf(database: string): string;
  /**
   * Stops the server as an operator or a failover would (`pg_ctl stop -m fast`: sessions are
   * ended, the data kept), leaving its port closed until `resume`. Nothing if already paused.
   */
  pause(): void;
  /** Starts the paused server again on the same port and data. Nothing if it runs. */
  resume(): void;
  stop(): void;
};

/**
 * A throwaway PostgreSQL 15 cluster (initdb, start, durability off) with one created database:
 * the integration tests' (test/global-setup-pg.ts) and the benches'.
 */
export const startPostgresCluster = async ({
  database,
  maxConnections = 100,
  bin = DEBIAN_BIN,
}: {
  database: string;
  maxConnections?: number;
  bin?: string;
}): Promise<PostgresCluster> => {
  const run = runner(bin);
  const dir = mkdtempSync(join(tmpdir(), 'patili-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const dataDir = join(dir, 'data');
  run('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D', dataDir, '-l', join(dir, 'log'), '-w', '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`,
      'start',
    ]);
  start();
  let paused = false;
  const urlOf = (name: string) => `postgres://app@127.0.0.1:${port}/${name}`;
  const admin = new pg.Client({ connectionString: urlOf('postgres') });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  return {
    urlOf,
    pause: () => {
      if (paused) return;
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      paused = true;
    },
    resume: () => {
      if (!paused) return;
      start();
      paused = false;
    },
    stop: () => {
      try {
        if (!paused) run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};

export type ThrowawayDatabase = {
  /** The database's own URL. */
  url: string;
  /** Drops it, ending the connections still open on it. */
  drop(): Promise<void>;
};

/**
 * A new database on the cluster of `adminUrl` (a URL of its `postgres` database): empty, or a copy
 * of `template` (the migrated `patili_template` of test/global-setup-pg.ts).
 */
export const createDatabase = async (adminUrl: string, { template }: { template?: string } = {}): Promise<ThrowawayDatabase> => {
  const name = `throwaway_${process.pid}_${randomBytes(4).toString('hex')}`;
  const runAsAdmin = async (text: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  await runAsAdmin(`create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: adminUrl.replace(/\/[^/]*$/, `/${name}`),
    drop: () => runAsAdmin(`drop database if exists ${name} with (force)`),
  };
};
