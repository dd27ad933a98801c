/* eslint-disable no-console -- a command-line report */
/**
 * `npm run fuzz --workspace @patili/server`: the long fuzz run. Builds the app on a fresh in-memory
 * database, serves it on a local socket and sends generated bad requests to every route of
 * `/api/openapi.json` as an anonymous visitor and as every role (test/fuzz/). Prints the requests
 * by outcome and by route, then a reproducer for each distinct 5xx, dropped connection or timeout,
 * and exits 1 when there was any. `npm test` runs a small fixed-seed version (test/fuzz.test.ts).
 *
 *   FUZZ_RUNS=200 npm run fuzz --workspace @patili/server     generated requests per route (or the first argument; default 100)
 *   FUZZ_SEED=1234                                            replay a run (default: random, printed)
 *   FUZZ_ROUTES=pets                                          only routes whose "METHOD /path" matches this regular expression
 *   FUZZ_SHRINK_SECONDS=10                                    time to shrink each distinct failure (default 5; 0 reports it as found)
 */
import { openDatabase } from '../src/db/client.ts';
import { setLogLevel } from '../src/lib/logger.ts';
import { buildApp } from '../test/build-app.ts';
import { fuzzApp } from '../test/fuzz/fuzz-app.ts';
import { formatFailures, formatSummary } from '../test/fuzz/report.ts';

const RUNS = Number(process.argv[2] ?? process.env.FUZZ_RUNS ?? 100);
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : Math.floor(Math.random() * 2 ** 31);
const ROUTES = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;
const SHRINK_MS = Number(process.env.FUZZ_SHRINK_SECONDS ?? 5) * 1000;

if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(SEED)) {
  console.error(
    'usage: FUZZ_RUNS=<n ≥ 1> [FUZZ_SEED=<integer>] [FUZZ_ROUTES=<regexp>] node --import tsx bench/fuzz.ts [runs]',
  );
  process.exit(2);
}

setLogLevel('error');
console.log(
  `fuzz: seed ${SEED}, ${RUNS} requests per route and role${ROUTES ? `, routes matching ${ROUTES}` : ''} (replay with FUZZ_SEED=${SEED})`,
);
const database = await openDatabase({ kind: 'pglite-memory' });
await database.migrate();
const built = buildApp(database);
let report;
try {
  report = await fuzzApp(built, {
    seed: SEED,
    runs: RUNS,
    shrinkMs: SHRINK_MS,
    timeoutMs: 30_000,
    ...(ROUTES ? { include: (operation) => ROUTES.test(operation.key) } : {}),
    ...(process.stdout.isTTY
      ? {
          onOperation: (operation, index, total) =>
            process.stdout.write(
              `\r[${index + 1}/${total}] ${operation.key}`.padEnd(90).slice(0, 90),
            ),
        }
      : {}),
  });
} finally {
  await built.close();
}
if (process.stdout.isTTY) process.stdout.write(`\r${''.padEnd(90)}\r`);
console.log(formatSummary(report));
if (report.failures.length > 0) {
  console.log(`\n${report.failures.length} distinct failures (route → outcome):\n`);
  console.log(formatFailures(report));
  console.log(
    `\nreplay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz --workspace @patili/server`,
  );
  process.exitCode = 1;
} else {
  console.log('\nno 5xx, no dropped connections');
}
