import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { sql } from 'drizzle-orm';

import { isDatabaseUnavailable } from '../lib/database-outage.ts';
import { logger } from '../lib/logger.ts';
import { StartupError } from '../lib/startup-error.ts';
import { MIGRATIONS_FOLDER, type Database } from './client.ts';

/** The newest migration this code knows (drizzle's journal), as drizzle records it when applied. */
let known: { tag: string; when: number } | undefined;
export const latestKnownMigration = (): { tag: string; when: number } => {
  known ??= readLatestMigration(MIGRATIONS_FOLDER);
  return known;
};

const readLatestMigration = (folder: string): { tag: string; when: number } => {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`no migrations in ${folder}`);
  return { tag: last.tag, when: last.when };
};

export type MigrationState = 'current' | 'behind' | 'ahead';

/**
 * Where the database stands against this code's migrations: `current` (the newest applied is
 * ours), `behind` (ours are not all applied yet: a fresh database, or one an older version left),
 * `ahead` (a newer version of the app migrated it: this code must not run on it).
 */
export const migrationState = async (database: Database, known = latestKnownMigration()): Promise<MigrationState> => {
  const exists = await database.db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!rowsOf<{ found: boolean }>(exists)[0]?.found) return 'behind';
  const result = await database.db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`);
  const applied = Number(rowsOf<{ created_at: string | number | null }>(result)[0]?.created_at ?? 0);
  if (applied > known.when) return 'ahead';
  return applied === known.when ? 'current' : 'behind';
};

/** node-postgres answers `{ rows }`, PGlite's drizzle driver too; both are read the same way. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The advisory lock every process takes to migrate and create the first admin, one at a time. */
export const STARTUP_LOCK_KEY = 0x5a71_1001;

/**
 * Runs the migrations and the start-up writes (`work`: the first admin, backfills) once, in the
 * first process to get here: on PostgreSQL under a session advisory lock, so a second process
 * started at the same moment waits, then finds everything done. A database that newer code
 * migrated stops the start before anything is written. PGlite has one process (its lock file).
 */
export const migrateOnce = async <T>(database: Database, work: () => Promise<T>): Promise<T> => {
  const run = async () => {
    if ((await migrationState(database)) === 'ahead') {
      const known = latestKnownMigration();
      throw new StartupError(
        database.kind === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR',
        `the database was migrated by a newer version of Patili than this one (newest migration known here: ${known.tag})`,
        'Deploy that newer version again, or restore a backup taken before the upgrade',
      );
    }
    await database.migrate();
    return work();
  };
  if (!database.pool) return run();
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
};

/** The database's address for a log line: host, port and database name, never the password. */
export const describeDatabaseUrl = (url: string): string => {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
};

/**
 * Waits until PostgreSQL answers, up to `timeoutMs`, saying so in the log: at start the database
 * may still be starting (a compose file, a reboot). Past the deadline it stops with one line.
 * Anything that is not an outage (a wrong password, a missing database) stops at once.
 */
export const waitForDatabase = async (database: Database, options: { url: string; timeoutMs: number; now?: () => number }) => {
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  const where = describeDatabaseUrl(options.url);
  let delay = 250;
  let lastSaid = 0;
  for (;;) {
    try {
      await database.db.execute(sql`select 1`);
      if (lastSaid > 0) logger.info(`the database at ${where} answers`);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        throw new StartupError('DATABASE_URL', `the database at ${where} refused the connection (${reasonOf(error)})`, 'Check the user, password and database name in DATABASE_URL');
      }
      if (now() >= deadline) {
        throw new StartupError(
          'DATABASE_URL',
          `the database at ${where} did not answer within ${options.timeoutMs / 1000} s (${reasonOf(error)})`,
          'Start PostgreSQL or correct DATABASE_URL; DB_CONNECT_TIMEOUT_MS sets how long to wait',
        );
      }
      if (now() - lastSaid >= 10_000) {
        logger.warn(`waiting for the database at ${where} (${reasonOf(error)}); giving up in ${Math.ceil((deadline - now()) / 1000)} s`);
        lastSaid = now();
      }
      await sleep(Math.min(delay, Math.max(0, deadline - now())));
      delay = Math.min(delay * 2, 2000);
    }
  }
};

/** A failure's code, or the first words of its message (no values of a query are in these). */
const reasonOf = (error: unknown): string => {
  for (let current: unknown = error, depth = 0; current && depth < 6; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
    if (current instanceof AggregateError && current.errors[0]) current = current.errors[0];
    else current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message.slice(0, 80) : 'unknown';
};
