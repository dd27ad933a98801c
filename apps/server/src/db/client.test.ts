import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/setup-app.ts';

describe('database client', () => {
  const testApp = useTestApp();

  it('survives the database server ending an idle pooled connection, and keeps answering', async () => {
    const { database } = testApp.deps;
    if (!database.pool) {
      // PGlite is one in-process connection that nothing else can end; `npm run test:pg` runs this.
      expect(database.kind).toBe('pglite');
      return;
    }
    const pool = database.pool;
    // Two connections: one stays idle in the pool, the other ends every other backend of this database.
    const idle = await pool.connect();
    const killer = await pool.connect();
    idle.release();
    const closed = new Promise<void>((resolve) => pool.once('error', () => resolve()));
    await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    killer.release();
    await closed;

    // Without the pool's own error listener the 'error' above would have ended the process.
    expect(pool.listenerCount('error')).toBeGreaterThan(0);
    const answer = await pool.query<{ one: number }>('select 1 as one');
    expect(answer.rows[0]?.one).toBe(1);
  });
});
