import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '../src/db/client.ts';
import { removeServerBuilds } from './server-builds.ts';

/**
 * Migrates one in-memory PGlite and dumps it to a file; each worker loads that dump into the few
 * instances it keeps and resets between files (test/database-pool.ts), instead of migrating its
 * own (3–6 s each).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'patili-test-db-'));
  const database = await openDatabase({ kind: 'pglite-memory' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => {
    rmSync(dir, { recursive: true, force: true });
    removeServerBuilds({ endedRun: true });
  };
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    pgliteDump: string;
    databaseUrl: string;
  }
}
