/* eslint-disable no-console -- a command-line report */
/**
 * `npm run bench:explain --workspace @patili/server`: the plans of the browse statements at a
 * scale, on a throwaway PostgreSQL (or `DATABASE_URL`, grown as needed). Seeds `BENCH_PROVIDERS`
 * providers of each kind (default 100000), analyzes, then prints `EXPLAIN (ANALYZE, BUFFERS)` of the statement the
 * app sends for each bench query: look for index scans and for row counts near a page, never the
 * whole kind.
 */
import { openDatabase } from '../src/db/client.ts';
import { browseQuerySchema } from '@patili/domain/discovery';
import { browseStatementFor, readViewer } from '../src/features/discovery/discovery.service.ts';
import { BROWSE_PATHS, growBenchTo, prepareBenchDatabase } from './browse-seed.ts';
import { startPostgresCluster } from '../test/postgres-cluster.ts';

const SCALE = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster({ database: 'patili_bench', ...(process.env.PG_BIN ? { bin: process.env.PG_BIN } : {}) });
const url = process.env.DATABASE_URL ?? cluster!.urlOf('patili_bench');
const database = await openDatabase({ kind: 'postgres', url });
try {
  const viewerId = await prepareBenchDatabase({ kind: 'postgres', url });
  await growBenchTo({ kind: 'postgres', url }, SCALE);
  const viewer = await readViewer(database, viewerId);
  const extra = (process.env.EXPLAIN_QUERIES ?? '').split(';').filter((query) => query !== '');
  for (const query of [...BROWSE_PATHS.map((b) => b.query), ...extra]) {
    const parsed = browseQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const statement = browseStatementFor(viewer, parsed);
    const client = await database.pool!.connect();
    try {
      let plan;
      if (statement.name) {
        // A named statement is prepared once per connection, and after five executions PostgreSQL
        // may keep a generic plan for it: prepare it, run it as a busy server does, then explain
        // the execution (a plan with `$1` in it is the kept, generic one).
        for (let run = 0; run < 8; run += 1) await client.query({ name: statement.name, text: statement.text, values: statement.values });
        const literals = statement.values.map((value) => client.escapeLiteral(String(value))).join(', ');
        plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) execute ${statement.name}${literals ? `(${literals})` : ''}`);
      } else {
        // Warm the cache first: the plan of the third run is the one a busy server sees.
        for (let run = 0; run < 2; run += 1) await client.query(statement.text, statement.values);
        plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
      }
      console.log(`\n=== ${query} (${statement.name ? 'prepared' : 'planned each time'})\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    } finally {
      client.release();
    }
  }
} finally {
  await database.close();
  cluster?.stop();
}
