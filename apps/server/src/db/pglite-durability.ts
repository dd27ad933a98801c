import { fsyncSync } from 'node:fs';

import { PGlite, type Extensions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's own start parameters with durability switched on.
 *
 * PGlite starts PostgreSQL with `-F` (fsync off), and its Node file system (Emscripten's NODEFS)
 * turns `fsync()` and `fdatasync()` into no-ops, so a commit reaches the operating system's cache
 * but never the disk: a power cut or a kernel crash can lose committed transactions, or corrupt
 * the database if it comes just after a checkpoint. Removing `-F` alone changes nothing on disk,
 * since every sync call still does nothing. So:
 * - the WAL is opened with O_DSYNC (`wal_sync_method=open_datasync`), which NODEFS passes to the
 *   operating system: a commit returns once its WAL is on disk;
 * - `fsync()` is made real (`SyncingNodeFS`), for the data files a checkpoint flushes before it
 *   recycles the WAL that covered them, and for the directories of new files.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=open_datasync',
];

type EmscriptenOptions = Parameters<NodeFS['init']>[1];
type NodeFsInternals = {
  stream_ops?: Record<string, unknown>;
  tryFSOperation?: (operation: () => void) => void;
};

/** NODEFS with a real `fsync()`: each call reaches the disk through `fs.fsyncSync`. */
export class SyncingNodeFS extends NodeFS {
  /** How many `fsync()` calls reached the disk (the durability test reads it). */
  syncs = 0;
  /** Whether the real `fsync()` is in place (false if a PGlite version no longer has NODEFS). */
  installed = false;

  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      const nodefs = (mod as unknown as { NODEFS?: NodeFsInternals }).NODEFS;
      const operations = nodefs?.stream_ops;
      if (!nodefs || !operations) return;
      // A PGlite version with a real fsync of its own keeps it.
      if (typeof operations.fsync !== 'function') {
        operations.fsync = (stream: { nfd?: number }) => {
          if (stream.nfd === undefined) return 0;
          const sync = () => fsyncSync(stream.nfd!);
          // tryFSOperation turns a Node error into the errno PostgreSQL reads (and then stops on).
          if (nodefs.tryFSOperation) nodefs.tryFSOperation(sync);
          else sync();
          this.syncs += 1;
          return 0;
        };
      }
      this.installed = true;
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

/**
 * Opens a PGlite database in a directory, durable (`DURABLE_START_PARAMS`), optionally loaded
 * from a dump (`loadDataDir`: the directory must then hold no database yet).
 */
export const openDurablePglite = async (options: {
  dataDir: string;
  extensions: Extensions;
  loadDataDir?: Blob;
}): Promise<{ client: PGlite; fs: SyncingNodeFS }> => {
  const fs = new SyncingNodeFS(options.dataDir);
  const client = await PGlite.create({
    fs,
    extensions: options.extensions,
    startParams: [...DURABLE_START_PARAMS],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  if (!fs.installed) {
    await client.close();
    throw new Error(
      'this PGlite version has no NODEFS to make fsync real: pin @electric-sql/pglite to the version db/pglite-durability.ts was written for',
    );
  }
  return { client, fs };
};
