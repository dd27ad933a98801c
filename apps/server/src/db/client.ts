import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type features use, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export type DatabaseTarget =
  /** Real PostgreSQL (production, CI's integration run). */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** Embedded PGlite persisted in a directory. */
  | { kind: 'pglite-dir'; dataDir: string }
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

/** Opens the database: PGlite by default, PostgreSQL when a URL is given. */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
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
  if (target.kind === 'pglite-dir') {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    pool: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
};

/**
 * Runs a fixed statement on a hot path without the ORM. On PostgreSQL it is a named prepared
 * statement (planned once per pooled connection); PGlite is one in-process connection that takes
 * the same text and parameters.
 */
export const queryRows = async <T>(database: Database, name: string, text: string, values: unknown[]): Promise<T[]> => {
  if (database.pool) return (await database.pool.query<T & Record<string, unknown>>({ name, text, values })).rows;
  if (database.pglite) return (await database.pglite.query<T>(text, values)).rows;
  throw new Error('no database driver');
};
