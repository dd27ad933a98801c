import { describe, expect, it } from 'vitest';

import { queryRows, type Database } from '../src/db/client.ts';
import { testDatabaseName } from './database-pool.ts';
import { createUser } from './factories.ts';
import { createTestApp } from './setup-app.ts';

/**
 * Test files share their worker's databases (test/database-pool.ts): what one file leaves in a
 * database must be gone when the next borrows it, so files pass in any order.
 */

/** Runs statements on one connection of the database (PGlite has only one; PostgreSQL's pool is asked for one). */
const onOneConnection = async <T>(database: Database, work: (run: (text: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> => {
  if (!database.pool) return work((text) => queryRows(database, null, text, []));
  const client = await database.pool.connect();
  try {
    return await work(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    client.release();
  }
};

const rows = (database: Database, text: string) => queryRows<Record<string, unknown>>(database, null, text, []);

/** What the migrations leave: reference rows, sequences, no statistics, empty tables. */
const migratedState = async (database: Database) => ({
  priceSettings: await rows(database, 'select * from price_settings order by role'),
  priceBounds: await rows(database, 'select * from price_bound order by role'),
  serviceTypes: await rows(database, 'select * from service_type order by position'),
  sequences: await rows(database, `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`),
  statistics: await rows(database, `select count(*)::int as n from pg_statistic where starelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)`),
  users: await rows(database, 'select count(*)::int as n from "user"'),
});

describe('the test databases', () => {
  it('lend a database given back at the migrated state again: rows, reference data, sequences, statistics, the session', async () => {
    const first = await createTestApp();
    const { database } = first.deps;
    const name = testDatabaseName(database);
    expect(name).toBeDefined();
    const migrated = await migratedState(database);
    expect(migrated.users).toEqual([{ n: 0 }]);
    expect(migrated.serviceTypes).toHaveLength(10);

    // What a test file can leave behind.
    const person = await createUser({ db: database.db, auth: first.deps.auth }, { role: 'admin' });
    await rows(database, `update price_settings set commission_rate = 0.5 where role = 'owner'`);
    await rows(database, `delete from price_bound where role = 'sitter'`);
    await rows(database, `insert into service_type (key, folded_name, role, default_price_kurus) values ('leftover', 'leftover', 'sitter', 1)`);
    await rows(database, `select nextval('message_cursor_seq')`);
    await rows(database, 'analyze "user", service_type');
    expect((await migratedState(database)).statistics).not.toEqual(migrated.statistics);
    await onOneConnection(database, async (run) => {
      await run(`set statement_timeout = '123s'`);
      await run('create temp table leftover (x int)');
      await run('select pg_advisory_lock(4242)');
      await run('listen leftover');
    });
    if (database.pglite) await database.pglite.listen('leftover_channel', () => {});
    await first.close();
    // The handle given back refuses work, as a closed database does: nothing the file left
    // running can write into the next file's data.
    await expect(rows(database, 'select 1')).rejects.toThrow();

    const second = await createTestApp();
    try {
      const again = second.deps.database;
      expect(testDatabaseName(again)).toBe(name);
      expect(await migratedState(again)).toEqual(migrated);
      expect(await rows(again, `select id from "user" where id = '${person.id}'`)).toEqual([]);
      await onOneConnection(again, async (run) => {
        expect(await run(`select current_setting('statement_timeout') as value`)).toEqual([{ value: '0' }]);
        expect(await run(`select count(*)::int as n from pg_class where relname = 'leftover' and relpersistence = 't'`)).toEqual([{ n: 0 }]);
        // pg_locks is the whole cluster's on PostgreSQL (other workers' files take advisory locks
        // on their own databases at the same time): only this database's locks count.
        expect(
          await run(`select count(*)::int as n from pg_locks
            where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`),
        ).toEqual([{ n: 0 }]);
        expect(await run('select pg_listening_channels() as channel')).toEqual([]);
      });
      // On PostgreSQL no connection of the first borrower is left on the database either.
      const others = `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;
      if (again.pool) expect(await rows(again, others)).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  });

  it('throw away a database whose schema a test changed, and lend one at the migrated schema', async () => {
    const first = await createTestApp();
    const name = testDatabaseName(first.deps.database);
    await rows(first.deps.database, 'alter table "user" add column leftover int');
    await first.close();

    const second = await createTestApp();
    try {
      expect(testDatabaseName(second.deps.database)).not.toBe(name);
      expect(await rows(second.deps.database, `select attname from pg_attribute where attrelid = '"user"'::regclass and attname = 'leftover'`)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
