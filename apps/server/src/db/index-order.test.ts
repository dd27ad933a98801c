import { describe, expect, it } from 'vitest';

import { useTestApp } from '../../test/setup-app.ts';
import { queryRows } from './client.ts';

/**
 * Newest-first lists (`order by created_at desc, id desc`) read their page from an index only when
 * the index has the same order, and `desc` in SQL means NULLS FIRST: an index column built `DESC
 * NULLS LAST` (drizzle's `.desc()` alone) on a column that is never null cannot give it, and the
 * list sorts every row of the person instead (migration 0008). A nullable column may want NULLS
 * LAST on purpose (browse's rating and price); a column that is never null may not.
 */
describe('index order', () => {
  const testApp = useTestApp();

  it('never builds a never-null column DESC NULLS LAST, except where the query says so', async () => {
    const rows = await queryRows<{ index: string; column: string }>(testApp.deps.database, null, `
      select i.relname as index, a.attname as column
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_namespace n on n.oid = i.relnamespace and n.nspname = 'public'
      cross join lateral unnest(x.indkey::int2[], x.indoption::int2[]) with ordinality as k(attnum, option, position)
      join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
      where a.attnotnull and (k.option & 1) = 1 and (k.option & 2) = 0
      order by 1, 2`, []);
    // Browse orders by `rating_average desc nulls last, rating_count desc nulls last` on purpose
    // (discovery.sql.ts), and its rating indexes (and their per-kind partitions) match it.
    const deliberate = (row: { index: string; column: string }) => row.column === 'rating_count' && row.index.startsWith('provider_profile_');
    expect(rows.filter((row) => !deliberate(row))).toEqual([]);
    expect(rows.some(deliberate)).toBe(true);
  });
});
