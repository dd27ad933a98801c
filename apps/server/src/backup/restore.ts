import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';

import { extract } from 'tar';

import { openDatabase, queryRows } from '../db/client.ts';
import { acquireDataDirLock, type DataDirLock } from '../db/data-dir-lock.ts';
import { BackupError } from './backup-error.ts';
import type { BackupSettings, Say } from './backup-settings.ts';
import { readPostgres, withPostgres } from './backup.ts';
import { formatBytes, listFiles, syncPath, syncTree } from './files.ts';
import {
  ARCHIVE_PATHS,
  BACKUP_FORMAT_VERSION,
  describeDatabase,
  manifestSchema,
  migrationLabel,
  newestKnownMigration,
  type Manifest,
} from './manifest.ts';
import { databaseLabel, findPgTool, runPgTool, toolConnection } from './pg-tools.ts';

/** The top-level names an archive of ours holds; anything else is refused. */
const ARCHIVE_ROOTS = new Set([ARCHIVE_PATHS.manifest, 'database', 'uploads', 'secrets']);
/** The entry types an archive of ours holds: no links, devices or anything else to unpack. */
const ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Restores a backup (backup.ts) into an empty target: an empty DATA_DIR (no embedded database, no
 * uploads, no secret), and with DATABASE_URL an empty PostgreSQL database (no table in public, no
 * migrations). Anything not empty is refused before a byte is written: a restore never overwrites.
 * What a failed restore wrote is removed again, so it can be run again once the cause is fixed.
 */
export const restoreBackup = async ({
  settings,
  file,
  say,
}: {
  settings: BackupSettings;
  file: string;
  say: Say;
}): Promise<{ manifest: Manifest }> => {
  const source = resolve(file);
  if (!existsSync(source))
    throw new BackupError(
      `${source} does not exist`,
      'Give the path of a file written by the backup command',
    );
  mkdirSync(settings.dataDir, { recursive: true });
  // Held for the whole restore: a server started meanwhile on this DATA_DIR stops at once.
  const lock = settings.databaseUrl ? null : acquireDataDirLock(settings.pgliteDir);
  const undo: (() => void)[] = [];
  let restoredPostgres = false;
  if (lock) removeLeftStaging(settings.dataDir);
  const staging = mkdtempSync(join(settings.dataDir, '.restore-'));
  try {
    await refuseNonEmptyTarget(settings);
    say(
      `the target is empty: ${settings.dataDir}${settings.databaseUrl ? ` and the database ${databaseLabel(settings.databaseUrl)}` : ''}`,
    );

    await unpack(source, staging);
    const manifest = checkedManifest(staging, source, settings);
    say(
      `archive read: taken ${manifest.createdAt}, ${manifest.database.kind === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL'} database, newest migration ${migrationLabel(manifest.database.latestMigration)}`,
    );
    await checkDump(staging, manifest, source);

    if (manifest.database.kind === 'pglite')
      await restorePglite(settings, staging, manifest, say, undo);
    else {
      await restorePostgres(settings, settings.databaseUrl!, staging, manifest, say);
      restoredPostgres = true;
    }
    restoreUploads(settings, staging, manifest, say, undo);
    restoreSecret(settings, staging, manifest, say, undo);

    const newest = newestKnownMigration();
    const behind =
      manifest.database.latestMigration &&
      manifest.database.latestMigration.createdAt < newest.when;
    say(
      `restore complete: start the server with DATA_DIR=${settings.dataDir}${settings.databaseUrl ? ' and this DATABASE_URL' : ''}` +
        (behind ? ` (it applies the migrations up to ${newest.tag} as it starts)` : ''),
    );
    return { manifest };
  } catch (error) {
    for (const step of undo.reverse()) step();
    if (restoredPostgres) {
      throw new BackupError(
        `${(error as Error).message.replace(/\.$/, '')}, after the database ${databaseLabel(settings.databaseUrl!)} was restored`,
        'Drop that database and create it again, empty, before running the restore again',
        { cause: error },
      );
    }
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    releaseLock(lock);
  }
};

const releaseLock = (lock: DataDirLock | null) => lock?.release();

/** The staging folders of a restore that was killed (no other restore runs: this one holds the lock). */
const removeLeftStaging = (dataDir: string) => {
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith('.restore-')) rmSync(join(dataDir, name), { recursive: true, force: true });
  }
};

/** What the target holds already, as one refusal naming each part that is not empty. */
const refuseNonEmptyTarget = async (settings: BackupSettings) => {
  const problems: string[] = [];
  if (settings.databaseUrl) {
    const found = await postgresContents(settings.databaseUrl);
    if (found)
      problems.push(`the database ${databaseLabel(settings.databaseUrl)} already holds ${found}`);
  } else if (existsSync(settings.pgliteDir) && readdirSync(settings.pgliteDir).length > 0) {
    problems.push(`${settings.pgliteDir} already holds a database`);
  }
  const uploads = listFiles(settings.uploadsDir).files.length;
  if (uploads > 0)
    problems.push(
      `${settings.uploadsDir} already holds ${uploads} file${uploads === 1 ? '' : 's'}`,
    );
  if (existsSync(settings.secretFile)) problems.push(`${settings.secretFile} already exists`);
  if (problems.length === 0) return;
  throw new BackupError(
    `restore refused, the target is not empty: ${problems.join('; ')}`,
    settings.databaseUrl
      ? 'Restore into a new, empty database (createdb) and a new DATA_DIR; a restore never overwrites'
      : 'Restore into a new, empty DATA_DIR; a restore never overwrites',
  );
};

/** What a PostgreSQL database holds of an app (tables in public, drizzle's migrations), or null when empty. */
const postgresContents = (url: string): Promise<string | null> =>
  withPostgres(url, async (database) => {
    const [row] = await queryRows<{ relations: number; migrated: boolean }>(
      database,
      null,
      `select (select count(*)::int from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')) as relations,
              to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
      [],
    );
    const parts = [
      ...(row && row.relations > 0 ? [`${row.relations} tables, views or sequences in the public schema`] : []),
      ...(row?.migrated ? ['a drizzle.__drizzle_migrations table'] : []),
    ];
    return parts.length > 0 ? parts.join(' and ') : null;
  });

/** Unpacks the archive into the staging folder, refusing any entry an archive of ours never holds. */
const unpack = async (source: string, staging: string) => {
  const strange: string[] = [];
  try {
    await extract({
      file: source,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (path, entry) => {
        const type = 'type' in entry ? String(entry.type) : 'File';
        const root = path.replace(/^\.\//, '').split('/')[0] ?? '';
        if (ENTRY_TYPES.has(type) && ARCHIVE_ROOTS.has(root)) return true;
        strange.push(path);
        return false;
      },
    });
  } catch (error) {
    throw new BackupError(
      `${source} is not a readable backup archive (${(error as Error).message})`,
      'Check that the file is whole: its size is the one the backup command printed',
      {
        cause: error,
      },
    );
  }
  if (strange.length > 0) {
    throw new BackupError(
      `${source} holds entries a Patili backup never has (${strange.slice(0, 3).join(', ')})`,
      'Restore only files written by the backup command',
    );
  }
};

/** The archive's manifest, checked against this code and this target. */
const checkedManifest = (staging: string, source: string, settings: BackupSettings): Manifest => {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(join(staging, ARCHIVE_PATHS.manifest), 'utf8'));
  } catch {
    throw new BackupError(
      `${source} has no readable ${ARCHIVE_PATHS.manifest}`,
      'Restore only files written by the backup command',
    );
  }
  const version = (raw as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${source} is in backup format ${version}, newer than this Patili reads (${BACKUP_FORMAT_VERSION})`,
      'Restore it with the Patili version that wrote it',
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      `${source} has a manifest this Patili cannot read (${parsed.error.issues[0]?.path.join('.') ?? 'format'})`,
      'Restore it with the Patili version that wrote it',
    );
  }
  const manifest = parsed.data;
  if (manifest.database.kind === 'pglite' && settings.databaseUrl) {
    throw new BackupError(
      `${source} holds an embedded (PGlite) database, but DATABASE_URL is set`,
      'Unset DATABASE_URL to restore it into DATA_DIR',
    );
  }
  if (manifest.database.kind === 'postgres' && !settings.databaseUrl) {
    throw new BackupError(
      `${source} holds a PostgreSQL dump, but DATABASE_URL is not set`,
      'Set DATABASE_URL to a new, empty PostgreSQL database',
    );
  }
  const newest = newestKnownMigration();
  const taken = manifest.database.latestMigration;
  if (taken && taken.createdAt > newest.when) {
    throw new BackupError(
      `${source} was taken by a newer Patili (its database is at migration ${migrationLabel(taken)}; this version knows up to ${newest.tag})`,
      'Restore it with that newer version',
    );
  }
  return manifest;
};

/** The dump is the one the backup wrote: its size and SHA-256 are the manifest's. */
const checkDump = async (staging: string, manifest: Manifest, source: string) => {
  const path = join(staging, manifest.database.file);
  if (!existsSync(path))
    throw new BackupError(
      `${source} has no ${manifest.database.file}`,
      'Restore only files written by the backup command',
    );
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  if (hash.digest('hex') !== manifest.database.sha256) {
    throw new BackupError(
      `the database dump in ${source} is damaged (its SHA-256 is not the manifest's)`,
      'Restore from another copy of the backup',
    );
  }
};

/** The restored database is the backed-up one: same tables, same newest migration. */
const expectSameDatabase = (
  facts: Awaited<ReturnType<typeof describeDatabase>>,
  manifest: Manifest,
) => {
  const expected = manifest.database;
  if (
    facts.tables !== expected.tables ||
    facts.latestMigration?.hash !== expected.latestMigration?.hash
  ) {
    throw new BackupError(
      `the restored database has ${facts.tables} tables at migration ${migrationLabel(facts.latestMigration)}, the backup ${expected.tables} at ${migrationLabel(expected.latestMigration)}`,
      'Restore from another copy of the backup',
    );
  }
};

/**
 * Moves a folder made in the staging folder to its place in DATA_DIR, removed again if the restore
 * fails, and flushes it to disk. The target was checked empty before the restore began (under
 * the DATA_DIR lock for an embedded database): what may be there is empty folders, replaced.
 */
const moveIntoPlace = (
  staged: string,
  target: string,
  settings: BackupSettings,
  undo: (() => void)[],
) => {
  rmSync(target, { recursive: true, force: true });
  renameSync(staged, target);
  undo.push(() => rmSync(target, { recursive: true, force: true }));
  syncTree(target);
  syncPath(settings.dataDir);
};

/**
 * Loads the data directory beside the target (in the staging folder), checks that it opens as the
 * backed-up database, then moves it into place and flushes it to disk.
 */
const restorePglite = async (
  settings: BackupSettings,
  staging: string,
  manifest: Manifest,
  say: Say,
  undo: (() => void)[],
) => {
  const loaded = join(staging, 'pglite');
  const database = await openDatabase({
    kind: 'pglite-dir',
    dataDir: loaded,
    loadDataDir: new Blob([readFileSync(join(staging, manifest.database.file))]),
  });
  let facts;
  try {
    facts = await describeDatabase(database);
  } finally {
    await database.close();
  }
  expectSameDatabase(facts, manifest);
  moveIntoPlace(loaded, settings.pgliteDir, settings, undo);
  say(
    `database restored into ${settings.pgliteDir}: ${facts.tables} tables, newest migration ${migrationLabel(facts.latestMigration)}`,
  );
};

/** pg_restore in one transaction: on any error nothing is left in the database. */
const restorePostgres = async (
  settings: BackupSettings,
  url: string,
  staging: string,
  manifest: Manifest,
  say: Say,
) => {
  const pgRestore = await findPgTool('pg_restore', settings.pgBin);
  say(`restoring into PostgreSQL at ${databaseLabel(url)} with ${pgRestore.binary}`);
  await runPgTool(
    pgRestore.binary,
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      `--dbname=${toolConnection(url, staging)}`,
      join(staging, manifest.database.file),
    ],
    'Nothing was restored (one transaction): fix the cause, then run the restore again',
  );
  const facts = await readPostgres(url);
  expectSameDatabase(facts, manifest);
  say(
    `database restored: ${facts.tables} tables, newest migration ${migrationLabel(facts.latestMigration)}`,
  );
};

/** Moves the unpacked uploads into DATA_DIR/uploads, once their count is the manifest's. */
const restoreUploads = (
  settings: BackupSettings,
  staging: string,
  manifest: Manifest,
  say: Say,
  undo: (() => void)[],
) => {
  if (!manifest.uploads.included) {
    say(
      `uploads: not in this backup, they are in the S3 bucket ${manifest.uploads.bucket}; restore them from the bucket's own backup`,
    );
    return;
  }
  const unpacked = join(staging, manifest.uploads.dir);
  const { files, bytes } = listFiles(unpacked);
  if (files.length !== manifest.uploads.files || bytes !== manifest.uploads.bytes) {
    throw new BackupError(
      `the archive holds ${files.length} uploads (${bytes} bytes), its manifest ${manifest.uploads.files} (${manifest.uploads.bytes} bytes)`,
      'Restore from another copy of the backup',
    );
  }
  mkdirSync(unpacked, { recursive: true });
  moveIntoPlace(unpacked, settings.uploadsDir, settings, undo);
  say(
    `uploads restored into ${settings.uploadsDir}: ${files.length} files, ${formatBytes(bytes)}${settings.s3Bucket ? `; S3_BUCKET is set, so the server reads ${settings.s3Bucket}: copy them there` : ''}`,
  );
};

/** Writes the backed-up generated secret, readable by its owner only. */
const restoreSecret = (
  settings: BackupSettings,
  staging: string,
  manifest: Manifest,
  say: Say,
  undo: (() => void)[],
) => {
  const { secret } = manifest;
  if (secret.source === 'environment') {
    say(
      settings.authSecret
        ? 'secret: the backup was taken with AUTH_SECRET from the environment; the restored server must run with that same value'
        : 'secret: the backup was taken with AUTH_SECRET from the environment and does not hold it: start the restored server with that same AUTH_SECRET',
    );
    return;
  }
  if (secret.source === 'none') {
    say('secret: the backup holds none; the server generates one as it starts');
    return;
  }
  const value = readFileSync(join(staging, secret.file));
  writeFileSync(settings.secretFile, value, { mode: 0o600, flag: 'wx' });
  undo.push(() => rmSync(settings.secretFile, { force: true }));
  syncPath(settings.secretFile);
  syncPath(settings.dataDir);
  say(
    `secret restored into ${settings.secretFile}` +
      (settings.authSecret
        ? '; AUTH_SECRET is set here and is used instead: unset it to sign with the backed-up secret'
        : ''),
  );
};
