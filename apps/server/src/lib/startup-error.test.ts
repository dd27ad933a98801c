import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';
import { createDatabase, freePort } from '../../test/postgres-cluster.ts';
import { startServerProcess, stopServerProcesses, theOneErrorLine } from '../../test/server-process.ts';

/**
 * A configuration the server cannot run with, as an operator meets it: the built server
 * (`node dist/index.mjs`) exits with code 1 within seconds, having written exactly one error line
 * (JSON, no stack trace) that names the setting to fix, and having written nothing anywhere.
 * On PGlite under `npm test`; on PostgreSQL under `npm run test:pg` where a database is involved.
 */

const databaseUrl = inject('databaseUrl');
const onPostgres = Boolean(databaseUrl);
/** The migrations this code knows (drizzle's journal): a migrated database has one row for each. */
const MIGRATION_COUNT = (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
/** A migration from a version of Patili newer than this one: its time is years ahead of ours. */
const FROM_THE_FUTURE = Date.UTC(2100, 0, 1);
/** Each failure is told within this (the brief an operator gets is "fails fast"). */
const FAIL_WITHIN_MS = 30_000;

const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'patili-start-'));
  temporaryDirs.push(dir);
  return dir;
};

afterEach(async () => {
  await stopServerProcesses();
  for (const dir of temporaryDirs.splice(0)) {
    chmodSync(dir, 0o700);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Starts a process expected to fail and gives its exit and its one error line. */
const startFailing = async (options: Parameters<typeof startServerProcess>[0]) => {
  const server = await startServerProcess({ ...options, waitUntilReady: false });
  const exit = await server.waitForExit(FAIL_WITHIN_MS);
  expect(exit.code, server.output()).toBe(1);
  expect(exit.ms).toBeLessThan(FAIL_WITHIN_MS);
  return { server, exit, error: theOneErrorLine(server) };
};

const expectNamed = (error: { msg: string; json: Record<string, unknown> }, setting: string) => {
  expect(error.msg.startsWith(`${setting}: `), error.msg).toBe(true);
  expect(error.json.setting).toBe(setting);
};

/** Runs one query on a PostgreSQL database with a connection of its own. */
const queryPostgres = async <T extends Record<string, unknown>>(url: string, text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
};

const listen = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('a DATA_DIR the server cannot use', () => {
  it('under /proc: exit 1 at once, one line naming DATA_DIR', async () => {
    const { error } = await startFailing({ env: { DATA_DIR: '/proc/patili-test' } });
    expectNamed(error, 'DATA_DIR');
    expect(error.msg).toContain('/proc/patili-test');
  });

  it('a folder this user may not write: exit 1, one line naming DATA_DIR', async () => {
    const dataDir = temporaryDir();
    chmodSync(dataDir, 0o555);
    // Root writes into a 0555 folder regardless: a root test run starts the server as `nobody`.
    const asRoot = process.getuid?.() === 0;
    const { error } = await startFailing({ env: { DATA_DIR: dataDir }, ...(asRoot ? { uid: 65_534, gid: 65_534 } : {}) });
    expectNamed(error, 'DATA_DIR');
    expect(error.msg).toContain('cannot be written');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('a PORT in use', () => {
  it('exit 1 with one line naming PORT, before anything is migrated', async () => {
    const port = await freePort();
    const holder = await listen(port);
    const dataDir = temporaryDir();
    const database = onPostgres ? await createDatabase(databaseUrl) : null;
    try {
      const { error } = await startFailing({ env: { PORT: String(port), DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) } });
      expectNamed(error, 'PORT');
      expect(error.msg).toContain(String(port));
      // The port is taken first: no database was opened, let alone migrated.
      expect(readdirSync(dataDir)).toEqual([]);
      if (database) {
        const [state] = await queryPostgres<{ migrations: string | null; tables: string }>(
          database.url,
          `select to_regclass('drizzle.__drizzle_migrations')::text as migrations,
            (select count(*) from pg_tables where schemaname = 'public')::text as tables`,
        );
        expect(state).toEqual({ migrations: null, tables: '0' });
      }
    } finally {
      await new Promise((resolve) => holder.close(resolve));
      await database?.drop();
    }
  });
});

describe('a database that does not answer', () => {
  it('gives up after DB_CONNECT_TIMEOUT_MS: exit 1, one line naming DATABASE_URL, without its password', async () => {
    const nobodyListens = await freePort();
    const { server, exit, error } = await startFailing({
      env: { DATABASE_URL: `postgres://app:not-for-the-log@127.0.0.1:${nobodyListens}/patili`, DB_CONNECT_TIMEOUT_MS: '1500' },
    });
    expectNamed(error, 'DATABASE_URL');
    expect(error.msg).toContain(`127.0.0.1:${nobodyListens}/patili`);
    expect(server.output()).not.toContain('not-for-the-log');
    // It waited (and said so) rather than failing at the first refusal, and then not much longer.
    expect(server.messages().some((message) => message.startsWith('waiting for the database'))).toBe(true);
    expect(exit.ms).toBeGreaterThan(1500);
    expect(exit.ms).toBeLessThan(10_000);
  });
});

describe('a database a newer version of Patili migrated', () => {
  it.skipIf(!onPostgres)('on PostgreSQL: exit 1, one line naming DATABASE_URL, nothing migrated or written', async () => {
    const database = await createDatabase(databaseUrl, { template: 'patili_template' });
    try {
      await queryPostgres(database.url, `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${FROM_THE_FUTURE})`);
      const { error } = await startFailing({ env: { DATABASE_URL: database.url, ADMIN_PASSWORD: 'Admin-start-123' } });
      expectNamed(error, 'DATABASE_URL');
      expect(error.msg).toContain('newer version');
      const [after] = await queryPostgres<{ migrations: string; users: string }>(
        database.url,
        `select (select count(*) from drizzle.__drizzle_migrations)::text as migrations, (select count(*) from "user")::text as users`,
      );
      // No migration was applied and no first admin was made.
      expect(after).toEqual({ migrations: String(MIGRATION_COUNT + 1), users: '0' });
    } finally {
      await database.drop();
    }
  });

  it.skipIf(onPostgres)('on PGlite: exit 1, one line naming DATA_DIR, nothing migrated or written', async () => {
    const dataDir = temporaryDir();
    const pgliteDir = join(dataDir, 'pglite');
    const seeded = await openDatabase({ kind: 'pglite-dir', dataDir: pgliteDir, loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
    try {
      await seeded.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${FROM_THE_FUTURE})`);
    } finally {
      await seeded.close();
    }
    const { error } = await startFailing({ env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'Admin-start-123' } });
    expectNamed(error, 'DATA_DIR');
    expect(error.msg).toContain('newer version');
    const reopened = await openDatabase({ kind: 'pglite-dir', dataDir: pgliteDir });
    try {
      const result = await reopened.pglite!.query(
        `select (select count(*) from drizzle.__drizzle_migrations)::text as migrations, (select count(*) from "user")::text as users`,
      );
      expect(result.rows).toEqual([{ migrations: String(MIGRATION_COUNT + 1), users: '0' }]);
    } finally {
      await reopened.close();
    }
  });
});
