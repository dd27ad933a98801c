import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/client.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root, so its tools run as the postgres user then. */
const run = (command: string, args: string[]) => {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]] : [join(BIN, command), args];
  execFileSync(file, argv, { stdio: 'pipe' });
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * A throwaway PostgreSQL 15 cluster for the integration run: initdb, start, one migrated template
 * database; each test file clones the template into its own database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'patili-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const dataDir = join(dir, 'data');
  run('initdb', ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  run('pg_ctl', [
    '-D', dataDir, '-l', join(dir, 'log'), '-w', '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const adminUrl = `postgres://app@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database patili_template');
  await admin.end();
  const template = await openDatabase({ kind: 'postgres', url: `postgres://app@127.0.0.1:${port}/patili_template` });
  await template.migrate();
  await template.close();
  project.provide('databaseUrl', adminUrl);
  return () => {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
