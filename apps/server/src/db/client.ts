import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import { logger } from '../lib/logger.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { openDurablePglite } from './pglite-durability.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type features use, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  /** Real PostgreSQL (production, CI's integration run). */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * Embedded PGlite persisted in a directory, locked to this process while open and durable
   * (db/pglite-durability.ts). `loadDataDir` fills a directory that holds no database yet from a
   * dump (a restore).
   */
  | { kind: 'pglite-dir'; dataDir: string; loadDataDir?: Blob }
  /** Embedded PGlite in memory, optionally loaded from a dump (tests). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export type Database = {
  readonly db: Db;
  readonly kind: 'postgres' | 'pglite';
  /** The PGlite instance when embedded: used for LISTEN/NOTIFY in-process and for dumps. */
  readonly pglite: PGlite | null;
  /** The node-postgres pool when on real PostgreSQL. */
  readonly pool: pg.Pool | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Settings of every connection to PostgreSQL:
 * - no parallel workers: the app's statements read a page's worth of rows (decision 009), and
 *   under concurrent requests starting workers only adds latency (a browse count went from ~3 ms
 *   to ~25 ms when the planner chose a parallel plan);
 * - PostgreSQL's own choice between a plan for each execution's values and one kept for the
 *   prepared statement (`plan_cache_mode=auto`): planning a browse statement costs more than
 *   running it (0.36 ms against 0.2 ms at 10 000 walkers), so a kept plan matters. The browse
 *   statements write their LIMIT and OFFSET into the text, so a kept plan knows them (decision 009).
 */
export const POSTGRES_SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0';

/** Opens the database: PGlite by default, PostgreSQL when a URL is given. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      options: POSTGRES_SESSION_OPTIONS,
      // A database that does not answer fails the request in seconds (a 503), rather than holding
      // it until the operating system gives up on the connection.
      connectionTimeoutMillis: 5000,
    });
    // An idle pooled connection that the server ends (a restart, a failover, an administrator's
    // terminate) emits 'error' on the pool; unheard, that would end the process. The pool drops
    // the connection and opens a new one for the next query.
    pool.on('error', (error) => logger.warn(`an idle database connection was closed: ${error.message}`));
    const db = drizzleNodePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pglite: null,
      pool,
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  // The extensions the migrations create (decision 009); PostgreSQL has them in its contrib.
  const extensions = { cube, pg_trgm };
  let releaseLock = () => {};
  if (target.kind === 'pglite-dir') {
    mkdirSync(target.dataDir, { recursive: true });
    // A second process on the same directory stops here, before it opens a file of the database.
    const lock = acquireDataDirLock(target.dataDir);
    try {
      ({ client } = await openDurablePglite({ dataDir: target.dataDir, extensions, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) }));
    } catch (error) {
      lock.release();
      throw error;
    }
    releaseLock = lock.release;
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir, extensions } : { extensions });
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    pool: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
};

/**
 * Runs a fixed statement on a hot path without the ORM. On PostgreSQL it is a named prepared
 * statement (planned once per pooled connection) or, with a null name, planned for its values each
 * time; PGlite is one in-process connection that takes the same text and parameters.
 */
export const queryRows = async <T>(database: Database, name: string | null, text: string, values: unknown[]): Promise<T[]> => {
  // Without a name, PostgreSQL plans the statement for these values (an unnamed statement).
  if (database.pool) return (await database.pool.query<T & Record<string, unknown>>(name ? { name, text, values } : { text, values })).rows;
  if (database.pglite) return (await database.pglite.query<T>(text, values)).rows;
  throw new Error('no database driver');
};
