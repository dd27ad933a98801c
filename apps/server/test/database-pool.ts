import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';

import { MIGRATIONS_FOLDER, openDatabase, type Database, type Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { logger } from '../src/lib/logger.ts';

/**
 * The test files' databases: each worker keeps the databases it opened (a PGlite instance loaded
 * from the migrated dump, or a database cloned once from the PostgreSQL template) and lends one to
 * each app a test file builds. On a busy 2-core machine a new database cost each file 1.6–3.9
 * CPU-seconds (loading the dump) or 1–7 s (a clone of the template); putting a used one back to
 * the migrated state costs 0.1–0.3 CPU-seconds on PGlite and 0.2–0.6 s on PostgreSQL.
 *
 * A borrowed database is put back to the migrated state before it is lent again (`readResetPlan`):
 * - every table emptied and the rows the migrations insert restored (the reference data), the
 *   sequences set back to where the migrations left them, and the planner statistics a test's
 *   `analyze` gathered dropped, so no row, number or plan of one file reaches the next;
 * - afterwards the schema is compared with the migrated one (`FINGERPRINT_SQL`): a database a test
 *   left with a changed schema (a constraint it added and did not remove) is thrown away;
 * - what lives on a connection goes with it. On PostgreSQL each lend opens its own connection pool
 *   and closes it on return, so session settings, named prepared statements (discovery's browse
 *   statements are prepared once per connection), LISTEN, temporary tables and session advisory
 *   locks end with the file's connections; a connection still open on the database when it is lent
 *   again is waited for, then ended. PGlite is one connection kept for the worker's life: the
 *   borrower's listeners are removed when it gives the database back, and `DISCARD ALL` clears the
 *   rest (settings, prepared statements, temporary tables, advisory locks). An open transaction is
 *   rolled back.
 * What the borrower gets is a handle of its own (its own pool, or a PGlite proxy): closing it gives
 * the database back and makes the handle refuse every later query, as a closed database would, so
 * work a file left running cannot write into the next file's data.
 */

/** Idle databases a worker keeps; a file that needs more at once (an extra app in a test) opens one. */
const MAX_IDLE = 2;

/** How long a returned PostgreSQL database may still have connections of its last borrower closing. */
const SETTLE_MS = 5_000;

/** The schema as the catalog describes it: compared after each reset with the migrated database's. */
const FINGERPRINT_SQL = `
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as fingerprint from (
    select format('relation %s %s', c.oid::regclass, c.relkind) as item
      from pg_class c where c.relnamespace = 'public'::regnamespace
    union all
    select format('column %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated)
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
    union all
    select format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
      from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select format('trigger %s %s %s', tgrelid::regclass, tgname, tgenabled)
      from pg_trigger where not tgisinternal
    union all
    select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p where p.pronamespace = 'public'::regnamespace
  ) items`;

/** Runs SQL text (several statements allowed) and gives the rows of the last statement. */
type RunSql = <T>(text: string) => Promise<T[]>;

type ResetPlan = { sql: string; fingerprint: string };

/**
 * Reads a freshly migrated database and writes the statements that bring a used one back to it:
 * empty every table (`restart identity` for the identity columns), insert the reference rows again
 * as they were (triggers and foreign-key checks off: these rows were consistent when read), set the
 * sequences back, drop the planner statistics of the app's tables.
 * Tables are truncated rather than deleted from: truncation gives each table new empty storage and
 * forgets its row estimate, as in the migrated database, where deleted rows would stay behind as
 * dead rows and pages (PGlite has no autovacuum) and change the planner's estimates.
 */
const readResetPlan = async (run: RunSql): Promise<ResetPlan> => {
  const tables = (
    await run<{ name: string }>(`
      select c.oid::regclass::text as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      order by 1`)
  ).map((row) => row.name);
  const restore: string[] = [];
  for (const table of tables) {
    const [statement] = await run<{ sql: string | null }>(`
      select format('insert into %s (%s) overriding system value select %2$s from json_populate_recordset(null::%1$s, %3$L);',
        ${literal(table)}, columns, rows) as sql
      from (select json_agg(t)::text as rows from ${table} t) data,
        (select string_agg(quote_ident(attname), ', ' order by attnum) as columns from pg_attribute
         where attrelid = ${literal(table)}::regclass and attnum > 0 and not attisdropped and attgenerated = '') names
      where rows is not null`);
    if (statement?.sql) restore.push(statement.sql);
  }
  const [sequences] = await run<{ sql: string }>(`
    select coalesce(string_agg(format('select setval(%L, %s, %s);', format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), case when last_value is null then 'false' else 'true' end), ' '), '') as sql
    from pg_sequences where schemaname = 'public'`);
  const [schemaPrint] = await run<{ fingerprint: string }>(FINGERPRINT_SQL);
  const sql = [
    'begin;',
    'set local session_replication_role = replica;',
    `truncate table ${tables.join(', ')} restart identity;`,
    ...restore,
    sequences?.sql ?? '',
    `delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace);`,
    `delete from pg_statistic_ext_data where stxoid in (select oid from pg_statistic_ext where stxnamespace = 'public'::regnamespace);`,
    'commit;',
    FINGERPRINT_SQL,
  ].join('\n');
  return { sql, fingerprint: schemaPrint!.fingerprint };
};

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** One plan per worker, read from the first database it opens (every database starts migrated). */
let resetPlan: Promise<ResetPlan> | undefined;
const planFrom = (run: RunSql) => {
  resetPlan ??= readResetPlan(run).catch((error: unknown) => {
    resetPlan = undefined;
    throw error;
  });
  return resetPlan;
};

/** Resets with the plan; false when the database's schema is no longer the migrated one. */
const reset = async (run: RunSql): Promise<boolean> => {
  const plan = await planFrom(run);
  const [after] = await run<{ fingerprint: string }>(plan.sql);
  return after?.fingerprint === plan.fingerprint;
};

/** A database of this worker, with whether a borrower has used it since it was last reset. */
type Slot = { name: string; used: boolean } & ({ kind: 'pglite'; pglite: Database } | { kind: 'postgres'; url: string });

/** The idle databases, the one given back last at the end (lent first: a test can see it come back). */
const idle: Slot[] = [];
const lent = new WeakMap<Database, Slot>();
let opened = 0;

/** A database for one app, at the migrated state: an idle one of this worker reset, or a new one. */
export const borrowTestDatabase = async (): Promise<Database> => {
  for (;;) {
    const slot = idle.pop() ?? (await openSlot());
    let database: Database | null;
    try {
      database = slot.kind === 'pglite' ? await lendPglite(slot) : await lendPostgres(slot);
    } catch (error) {
      await discard(slot).catch(() => undefined);
      throw error;
    }
    if (database) {
      lent.set(database, slot);
      return database;
    }
    // It could not be reset: closed, and another is tried (a new one if none is idle).
    await discard(slot);
  }
};

/** Which of the worker's databases a borrowed handle is on (the pool's own test reads it). */
export const testDatabaseName = (database: Database): string | undefined => lent.get(database)?.name;

const openSlot = async (): Promise<Slot> => {
  const adminUrl = inject('databaseUrl');
  if (adminUrl) {
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name} template patili_template`);
    } finally {
      await admin.end();
    }
    return { kind: 'postgres', name, url: adminUrl.replace(/\/postgres$/, `/${name}`), used: false };
  }
  const dump = readFileSync(inject('pgliteDump'));
  opened += 1;
  return { kind: 'pglite', name: `pglite-${opened}`, pglite: await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([dump]) }), used: false };
};

/** Puts the slot back for the next borrower; past `MAX_IDLE` the one idle longest is closed. */
const giveBack = async (slot: Slot) => {
  slot.used = true;
  idle.push(slot);
  const extra = idle.length > MAX_IDLE ? idle.shift() : undefined;
  if (extra) await discard(extra);
};

const discard = async (slot: Slot) => {
  if (slot.kind === 'pglite') {
    await slot.pglite.close().catch(() => undefined);
    return;
  }
  const admin = new pg.Client({ connectionString: inject('databaseUrl') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${slot.name} with (force)`);
  } finally {
    await admin.end();
  }
};

const runOnPglite =
  (pglite: PGlite): RunSql =>
  async <T>(text: string) =>
    ((await pglite.exec(text)).at(-1)?.rows ?? []) as T[];

/** Resets the PGlite slot if used and lends it through a proxy that closing cuts off; null if it cannot be reset. */
const lendPglite = async (slot: Extract<Slot, { kind: 'pglite' }>): Promise<Database | null> => {
  const pglite = slot.pglite.pglite!;
  const run = runOnPglite(pglite);
  try {
    // A database as migrated gives the worker's reset plan (the first one does); a used one is reset.
    if (!slot.used) await planFrom(run);
    else {
      if (pglite.isInTransaction()) await pglite.exec('rollback');
      await pglite.exec('discard all');
      if (!(await reset(run))) throw new Error('its schema is no longer the migrated one');
    }
  } catch (error) {
    if (!slot.used) throw error;
    logger.warn(`a test database could not be reset and is replaced: ${(error as Error).message}`);
    return null;
  }

  let closed: Promise<void> | undefined;
  /** What the borrower still listens to; removed when it gives the database back. */
  const unsubscribes = new Set<() => Promise<void> | void>();
  const track = (unsubscribe: () => Promise<void> | void) => {
    const once = async () => {
      if (!unsubscribes.delete(once)) return;
      await unsubscribe();
    };
    unsubscribes.add(once);
    return once;
  };
  const close = () =>
    (closed ??= (async () => {
      try {
        for (const unsubscribe of [...unsubscribes]) await unsubscribe();
      } catch {
        // A listener that cannot be removed would hear the next borrower's notifications.
        await discard(slot);
        return;
      }
      await giveBack(slot);
    })());
  const handle = new Proxy(pglite, {
    get(target, property) {
      if (property === 'close') return close;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        if (property === 'listen') {
          return (value.apply(target, args) as Promise<() => Promise<void>>).then((unlisten) => track(unlisten));
        }
        if (property === 'onNotification') return track(value.apply(target, args) as () => void);
        return value.apply(target, args);
      };
    },
  });
  const db = drizzle({ client: handle, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: handle,
    pool: null,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close,
  };
};

/**
 * Opens a pool of its own on the PostgreSQL slot (reset first if used) and lends it; closing the
 * pool gives the slot back. Null if the slot cannot be reset.
 */
const lendPostgres = async (slot: Extract<Slot, { kind: 'postgres' }>): Promise<Database | null> => {
  const database = await openDatabase({ kind: 'postgres', url: slot.url, poolSize: 4 });
  const pool = database.pool!;
  const run: RunSql = async <T>(text: string) => {
    const result = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as T[];
  };
  try {
    // A database as migrated gives the worker's reset plan (the first one does); a used one is reset.
    if (!slot.used) await planFrom(run);
    else {
      await settle(pool);
      if (!(await reset(run))) throw new Error('its schema is no longer the migrated one');
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (!slot.used) throw error;
    logger.warn(`a test database could not be reset and is replaced: ${(error as Error).message}`);
    return null;
  }
  let closed: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closed ??= (async () => {
        await pool.end();
        await giveBack(slot);
      })()),
  };
};

/**
 * Waits for the connections of the slot's last borrower to end (a closed pool's server processes
 * take a moment to exit), then ends any still open: a connection a file forgot must not hold locks
 * on, or listen to, the next file's database.
 */
const settle = async (pool: pg.Pool) => {
  const others = `select pid, application_name from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const open = (await pool.query<{ pid: number; application_name: string }>(others)).rows;
    if (open.length === 0) return;
    if (Date.now() > deadline) {
      logger.warn(`a test file left ${open.length} connection(s) open (${open.map((row) => row.application_name || 'unnamed').join(', ')}); ending them`);
      await pool.query(`select pg_terminate_backend(pid) from (${others}) open`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
