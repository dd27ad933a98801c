import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { onPostgres, openPgliteDataDir } from '../../test/backup-targets.ts';
import { StartupError } from '../lib/startup-error.ts';
import { openDatabase, queryRows } from './client.ts';
import { lockPathOf } from './data-dir-lock.ts';
import type { SyncingNodeFS } from './pglite-durability.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(onPostgres())('the embedded database in DATA_DIR', () => {
  it('commits durably: fsync on, the WAL written with O_DSYNC, and every fsync reaching the disk', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'patili-durable-'));
    dirs.push(dataDir);
    const database = await openPgliteDataDir(dataDir);
    try {
      const [settings] = await queryRows<{ fsync: string; method: string }>(
        database,
        null,
        `select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
        [],
      );
      expect(settings).toEqual({ fsync: 'on', method: 'open_datasync' });
      const fs = database.pglite!.fs as SyncingNodeFS;
      const before = fs.syncs;
      await database.pglite!.exec(
        `create table durability_probe (id int); insert into durability_probe values (1); checkpoint;`,
      );
      // The checkpoint flushed the data files it wrote, through the real fsync.
      expect(fs.syncs).toBeGreaterThan(before);
    } finally {
      await database.close();
    }
  });

  it('is locked while open: a second open of the same DATA_DIR stops before touching it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'patili-durable-'));
    dirs.push(dataDir);
    const database = await openPgliteDataDir(dataDir);
    const lockFile = lockPathOf(join(dataDir, 'pglite'));
    try {
      expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
      const second = await openDatabase({
        kind: 'pglite-dir',
        dataDir: join(dataDir, 'pglite'),
      }).catch((error: unknown) => error);
      expect(second).toBeInstanceOf(StartupError);
      expect((second as Error).message).toContain(
        `DATA_DIR: ${dataDir} is in use by another Patili process (pid ${process.pid}`,
      );
      // The first is unharmed.
      expect(
        (await queryRows<{ one: number }>(database, null, 'select 1 as one', []))[0]?.one,
      ).toBe(1);
    } finally {
      await database.close();
    }
    // Closing released the lock: the directory opens again, with its data.
    expect(() => readFileSync(lockFile)).toThrow();
    const again = await openDatabase({ kind: 'pglite-dir', dataDir: join(dataDir, 'pglite') });
    try {
      expect(
        (
          await queryRows<{ n: number }>(
            again,
            null,
            `select count(*)::int as n from pg_tables where schemaname = 'public'`,
            [],
          )
        )[0]!.n,
      ).toBeGreaterThan(20);
    } finally {
      await again.close();
    }
  });
});
