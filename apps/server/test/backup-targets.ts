import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { inject } from 'vitest';

import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { listFiles } from '../src/backup/files.ts';
import { createDatabase, type ThrowawayDatabase } from './postgres-cluster.ts';

/**
 * Databases of their own for the backup tests, outside the worker's pool (test/database-pool.ts
 * lends databases reset between files; a backup must be taken from, and restored into, databases
 * nothing else uses): on PostgreSQL new databases in the run's throwaway cluster, on PGlite data
 * directories loaded from the run's migrated dump.
 */

/** Whether this run is on PostgreSQL (`npm run test:pg`) rather than PGlite (`npm test`). */
export const onPostgres = (): boolean => Boolean(inject('databaseUrl'));

/**
 * A new database in the run's PostgreSQL cluster: migrated (a copy of the migrated template) or
 * empty, and how to drop it.
 */
export const createPostgresDatabase = ({
  migrated,
}: {
  migrated: boolean;
}): Promise<ThrowawayDatabase> =>
  createDatabase(inject('databaseUrl'), migrated ? { template: 'patili_template' } : {});

/** The embedded database of a DATA_DIR (`DATA_DIR/pglite`), made from the run's migrated dump. */
export const openPgliteDataDir = (dataDir: string): Promise<Database> =>
  openDatabase({
    kind: 'pglite-dir',
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
  });

/**
 * Every row of every table of the app (public and drizzle's schema), each table's rows as JSON in
 * a fixed order, and each sequence's position: two databases with equal contents give equal maps.
 */
export const databaseContents = async (database: Database): Promise<Record<string, string>> => {
  const tables = await queryRows<{ name: string }>(
    database,
    null,
    `select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
    [],
  );
  const contents: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: string }>(
      database,
      null,
      `select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from ${name} t`,
      [],
    );
    contents[name] = row!.rows;
  }
  const sequences = await queryRows<{ name: string; position: string | null }>(
    database,
    null,
    `select schemaname || '.' || sequencename as name, last_value::text as position from pg_sequences where schemaname in ('public', 'drizzle') order by 1`,
    [],
  );
  contents['sequences'] = JSON.stringify(sequences);
  return contents;
};

/** How many rows each table holds, from `databaseContents`. */
export const rowCounts = (contents: Record<string, string>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(contents).map(([name, rows]) => [name, (JSON.parse(rows) as unknown[]).length]),
  );

/** Every file under a folder with its SHA-256: two folders with equal files give equal maps. */
export const folderContents = (root: string): Record<string, string> =>
  Object.fromEntries(
    listFiles(root).files.map((path) => [
      path,
      createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex'),
    ]),
  );
