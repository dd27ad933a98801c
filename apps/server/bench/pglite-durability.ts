/* eslint-disable no-console -- a command-line report */
/**
 * `node --import tsx bench/pglite-durability.ts [commits] [rounds]`: what durable commits cost the
 * embedded database. Each variant opens a new PGlite data directory in the temp folder and writes
 * `commits` single-row inserts, each its own transaction, then the same count in one transaction,
 * then one multi-row insert, then a checkpoint:
 * - `fsync off`: PGlite's own start parameters (`-F`);
 * - `fsync on, no real sync`: without `-F` only: NODEFS still makes every fsync a no-op;
 * - `durable`: what `openDatabase` uses for DATA_DIR (db/pglite-durability.ts).
 * Numbers, not pass/fail; the median of `rounds` runs of each variant is printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { DURABLE_START_PARAMS, SyncingNodeFS } from '../src/db/pglite-durability.ts';

const commits = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 3);

type Variant = {
  name: string;
  open: (dir: string) => Promise<{ pg: PGlite; syncs: () => number }>;
};

const VARIANTS: Variant[] = [
  {
    name: 'fsync off (PGlite default)',
    open: async (dir) => ({ pg: await PGlite.create({ dataDir: dir }), syncs: () => 0 }),
  },
  {
    name: 'fsync on, no real sync',
    open: async (dir) => ({
      pg: await PGlite.create({
        dataDir: dir,
        startParams: PGlite.defaultStartParams.filter((param) => param !== '-F'),
      }),
      syncs: () => 0,
    }),
  },
  {
    name: 'durable (DATA_DIR default)',
    open: async (dir) => {
      const fs = new SyncingNodeFS(dir);
      return {
        pg: await PGlite.create({ fs, startParams: [...DURABLE_START_PARAMS] }),
        syncs: () => fs.syncs,
      };
    },
  },
];

const timed = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const runOnce = async (variant: Variant) => {
  const dir = mkdtempSync(join(tmpdir(), 'patili-durability-bench-'));
  const { pg, syncs } = await variant.open(dir);
  try {
    await pg.exec(
      'create table probe (id serial primary key, body text not null, at timestamptz not null default now())',
    );
    const single = await timed(async () => {
      for (let i = 0; i < commits; i += 1)
        await pg.query('insert into probe (body) values ($1)', [`row ${i} `.repeat(5)]);
    });
    const batch = await timed(() =>
      pg.transaction(async (tx) => {
        for (let i = 0; i < commits; i += 1)
          await tx.query('insert into probe (body) values ($1)', [`batch ${i} `.repeat(5)]);
      }),
    );
    const multi = await timed(() =>
      pg.query(
        `insert into probe (body) select 'multi ' || g from generate_series(1, ${commits}) g`,
      ),
    );
    const checkpoint = await timed(() => pg.exec('checkpoint'));
    return { single, batch, multi, checkpoint, syncs: syncs() };
  } finally {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

console.log(`${commits} commits, median of ${rounds} rounds`);
for (const variant of VARIANTS) {
  const results: Awaited<ReturnType<typeof runOnce>>[] = [];
  for (let round = 0; round < rounds; round += 1) results.push(await runOnce(variant));
  const ms = (pick: (result: Awaited<ReturnType<typeof runOnce>>) => number) =>
    median(results.map(pick));
  console.log(
    `${variant.name.padEnd(28)} ${commits} commits: ${ms((r) => r.single).toFixed(0)} ms (${(ms((r) => r.single) / commits).toFixed(3)} ms each)` +
      ` | one transaction: ${ms((r) => r.batch).toFixed(0)} ms | multi-row insert: ${ms((r) => r.multi).toFixed(0)} ms` +
      ` | checkpoint: ${ms((r) => r.checkpoint).toFixed(0)} ms | real fsyncs: ${ms((r) => r.syncs)}`,
  );
}
