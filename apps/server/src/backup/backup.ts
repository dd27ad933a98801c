import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

import { create as createTar } from 'tar';

import { openDatabase, type Database } from '../db/client.ts';
import { readDataDirLock, type LockHolder } from '../db/data-dir-lock.ts';
import { snapshotPglite } from '../db/snapshot.ts';
import { backupToken } from '../lib/backup-token.ts';
import { StartupError } from '../lib/startup-error.ts';
import { BackupError } from './backup-error.ts';
import type { BackupSettings, Say } from './backup-settings.ts';
import { formatBytes, listFiles, syncPath } from './files.ts';
import {
  ARCHIVE_PATHS,
  BACKUP_FORMAT_VERSION,
  describeDatabase,
  migrationLabel,
  type Manifest,
} from './manifest.ts';
import { databaseLabel, findPgTool, runPgTool, toolConnection } from './pg-tools.ts';

/** The database part of a backup, as its manifest describes it. */
type DatabasePart = Manifest['database'];

/** The endings a backup file may have: gzip-compressed or a plain tar. */
const ARCHIVE_NAME = /\.(tar|tar\.gz|tgz)$/;

const sha256Of = async (path: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
};

/**
 * Writes one archive holding the database, the uploads on local disk and the generated secret,
 * with a manifest describing them (manifest.ts). The database is dumped first and the uploads
 * copied after, so every file a dumped row names was already stored. The file appears only once
 * whole (written aside, flushed, renamed); it is readable by its owner only, since it may hold the
 * secret.
 */
export const createBackup = async ({
  settings,
  file,
  say,
}: {
  settings: BackupSettings;
  file: string;
  say: Say;
}): Promise<{ file: string; manifest: Manifest }> => {
  const target = resolve(file);
  if (!ARCHIVE_NAME.test(target))
    throw new BackupError(
      `${target} does not end in .tar.gz, .tgz or .tar`,
      'Name the backup file with one of these endings',
    );
  if (existsSync(target))
    throw new BackupError(
      `${target} already exists`,
      'Choose a new file name: a backup never overwrites another',
    );
  const outDir = dirname(target);
  if (!existsSync(outDir))
    throw new BackupError(
      `the folder ${outDir} does not exist`,
      'Create it first, or write the backup to another folder',
    );

  // The parts are gathered in a private folder beside the archive, then packed.
  const staging = mkdtempSync(join(outDir, '.patili-backup-'));
  const partial = `${target}.partial`;
  try {
    mkdirSync(join(staging, 'database'));
    const database = settings.databaseUrl
      ? await dumpPostgres(settings.databaseUrl, settings, staging, say)
      : await dumpPglite(settings, staging, say);
    const uploads = copyUploads(settings, staging, say);
    const secret = copySecret(settings, staging, say);
    const manifest: Manifest = {
      format: 'patili-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database,
      uploads,
      secret,
    };
    writeFileSync(join(staging, ARCHIVE_PATHS.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [
      ARCHIVE_PATHS.manifest,
      'database',
      ...(uploads.included ? [ARCHIVE_PATHS.uploads] : []),
      ...(secret.source === 'data-dir' ? ['secrets'] : []),
    ];
    await createTar(
      {
        file: partial,
        cwd: staging,
        gzip: !target.endsWith('.tar'),
        portable: true,
        strict: true,
        mode: 0o600,
      },
      entries,
    );
    syncPath(partial);
    renameSync(partial, target);
    syncPath(outDir);
    say(
      `backup written: ${target} (${formatBytes(statSync(target).size)})${secret.source === 'data-dir' ? '; it holds the auth secret, keep it private' : ''}`,
    );
    return { file: target, manifest };
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
  }
};

/** pg_dump in its custom format: consistent (one snapshot) while the app keeps running. */
const dumpPostgres = async (
  url: string,
  settings: BackupSettings,
  staging: string,
  say: Say,
): Promise<DatabasePart> => {
  const pgDump = await findPgTool('pg_dump', settings.pgBin);
  const facts = await readPostgres(url);
  const serverMajor = Number.parseInt(facts.serverVersion, 10);
  if (pgDump.major < serverMajor) {
    throw new BackupError(
      `${pgDump.binary} is version ${pgDump.major}, older than the server (PostgreSQL ${facts.serverVersion})`,
      `Set PG_BIN to the bin folder of PostgreSQL ${serverMajor} or newer`,
    );
  }
  const dump = join(staging, ARCHIVE_PATHS.postgresDump);
  say(`dumping PostgreSQL ${facts.serverVersion} at ${databaseLabel(url)} with ${pgDump.binary}`);
  await runPgTool(
    pgDump.binary,
    [
      '--format=custom',
      `--file=${dump}`,
      '--lock-wait-timeout=60000',
      `--dbname=${toolConnection(url, staging)}`,
    ],
    'Check DATABASE_URL, and that its user may read every table',
  );
  // The dump's table of contents reads back: the file is a whole pg_dump archive.
  const pgRestore = await findPgTool('pg_restore', settings.pgBin);
  await runPgTool(
    pgRestore.binary,
    ['--list', dump],
    'The dump just written does not read back; try again, and check the disk',
  );
  const bytes = statSync(dump).size;
  say(
    `database dumped: ${facts.tables} tables, newest migration ${migrationLabel(facts.latestMigration)}, ${formatBytes(bytes)}`,
  );
  return {
    kind: 'postgres',
    file: ARCHIVE_PATHS.postgresDump,
    form: 'pg_dump-custom',
    bytes,
    sha256: await sha256Of(dump),
    ...facts,
  };
};

/**
 * Runs `read` on a short-lived connection to the PostgreSQL database at `url`; one that cannot be
 * reached or read is a `BackupError` naming it.
 */
export const withPostgres = async <T>(url: string, read: (database: Database) => Promise<T>): Promise<T> => {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    return await read(database);
  } catch (error) {
    throw new BackupError(
      `cannot read the database at ${databaseLabel(url)}: ${(error as Error).message}`,
      'Check DATABASE_URL, and that PostgreSQL runs and answers',
      { cause: error },
    );
  } finally {
    await database.close();
  }
};

/** The facts of a PostgreSQL database the manifest records; an unreachable one is a `BackupError`. */
export const readPostgres = (url: string) => withPostgres(url, describeDatabase);

/**
 * The embedded database's data directory. Only one process may open it: while a server runs on
 * DATA_DIR (it holds the lock), that server is asked for the copy (`POST /api/backup/snapshot`);
 * otherwise the directory is opened here, under the same lock, so a server started meanwhile
 * stops at once instead of opening it too.
 */
const dumpPglite = async (
  settings: BackupSettings,
  staging: string,
  say: Say,
): Promise<DatabasePart> => {
  if (!existsSync(join(settings.pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(
      `${settings.dataDir} holds no embedded database (${settings.pgliteDir} has none)`,
      'Set DATA_DIR to the folder the server runs on, or DATABASE_URL if it runs on PostgreSQL',
    );
  }
  const dump = join(staging, ARCHIVE_PATHS.pgliteDump);
  const lock = readDataDirLock(settings.pgliteDir);
  if (lock?.holder && lock.state === 'unknown') {
    throw new BackupError(
      `${settings.dataDir} is held by process ${lock.holder.pid} on another host (${lock.holder.hostname})`,
      `Run the backup on that host; if nothing runs there any more, delete ${lock.path}`,
    );
  }
  if (lock?.holder && lock.state === 'running')
    await fetchSnapshot(settings, lock.holder, dump, say);
  else {
    try {
      await snapshotDirectly(settings, dump, say);
    } catch (error) {
      // A server started between the look at the lock and the opening: ask it instead.
      const now = error instanceof StartupError ? readDataDirLock(settings.pgliteDir) : null;
      if (!now?.holder || now.state === 'gone') throw error;
      await fetchSnapshot(settings, now.holder, dump, say);
    }
  }
  // The copy opens as a database: what is restored from it will too.
  const copy = await openDatabase({
    kind: 'pglite-memory',
    loadDataDir: new Blob([readFileSync(dump)]),
  });
  let facts;
  try {
    facts = await describeDatabase(copy);
  } finally {
    await copy.close();
  }
  const bytes = statSync(dump).size;
  say(
    `database copied and checked: it opens, ${facts.tables} tables, newest migration ${migrationLabel(facts.latestMigration)}, ${formatBytes(bytes)}`,
  );
  return {
    kind: 'pglite',
    file: ARCHIVE_PATHS.pgliteDump,
    form: 'pglite-data-dir-tar',
    bytes,
    sha256: await sha256Of(dump),
    ...facts,
  };
};

const snapshotDirectly = async (settings: BackupSettings, dump: string, say: Say) => {
  say(`no server runs on ${settings.dataDir}: opening its database here`);
  const database = await openDatabase({ kind: 'pglite-dir', dataDir: settings.pgliteDir });
  try {
    writeFileSync(dump, Buffer.from(await (await snapshotPglite(database.pglite!)).arrayBuffer()));
  } finally {
    await database.close();
  }
};

/** The address the running server is reached at from this machine, for its HOST. */
const localAddressOf = (host: string): string => {
  if (host === '' || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
};

/** The secret the running server signs with: AUTH_SECRET, else the one it generated in DATA_DIR. */
const serverSecret = (settings: BackupSettings): string | undefined => {
  if (settings.authSecret) return settings.authSecret;
  try {
    return readFileSync(settings.secretFile, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
};

/** Asks the server that holds DATA_DIR for a snapshot of its database, into `dump`. */
const fetchSnapshot = async (
  settings: BackupSettings,
  holder: LockHolder,
  dump: string,
  say: Say,
) => {
  const url = `http://${localAddressOf(settings.host)}:${settings.port}/api/backup/snapshot`;
  const server = `the server holding ${settings.dataDir} (pid ${holder.pid})`;
  const secret = serverSecret(settings);
  if (!secret) {
    throw new BackupError(
      `${server} runs, but neither AUTH_SECRET nor ${settings.secretFile} gives its secret`,
      'Run the backup with the AUTH_SECRET the server was started with',
    );
  }
  say(`${server} runs: asking it for a snapshot at ${url}`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${backupToken(secret)}` },
    });
  } catch (error) {
    const reason = (
      (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message
    ).toString();
    throw new BackupError(
      `${server} runs, but nothing answers at ${url} (${reason})`,
      'Run the backup with the PORT (and HOST) that server listens on',
      { cause: error },
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw refusal(response.status, url);
  }
  const pid = Number(response.headers.get('x-patili-pid'));
  if (pid !== holder.pid) {
    await response.body?.cancel();
    throw new BackupError(
      `the server at ${url} is process ${Number.isFinite(pid) ? pid : 'unknown'}, but ${settings.dataDir} is held by process ${holder.pid}`,
      'Run the backup with the PORT of the server that runs on this DATA_DIR',
    );
  }
  if (!response.body)
    throw new BackupError(
      `the server at ${url} sent no snapshot`,
      "Look at the server's log, and try again",
    );
  await pipeline(
    Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    createWriteStream(dump),
  );
};

/** Why the server refused the snapshot, and what to do about it. */
const refusal = (status: number, url: string): BackupError => {
  switch (status) {
    case 401:
      return new BackupError(
        `the server at ${url} refused the backup token`,
        'Run the backup with the same AUTH_SECRET as the server (or, without one, the same DATA_DIR)',
      );
    case 403:
      return new BackupError(
        `the server at ${url} refused a request from this machine`,
        'Run the backup on the server’s machine, straight to the server (HOST 127.0.0.1, not through a proxy)',
      );
    case 404:
      return new BackupError(
        `the server at ${url} has no snapshot route (an older Patili?)`,
        'Stop the server, run the backup, then start the server again',
      );
    case 409:
      return new BackupError(
        `the server at ${url} runs on PostgreSQL, not on this DATA_DIR’s embedded database`,
        'Set DATABASE_URL as the server has it, or PORT to the server running on this DATA_DIR',
      );
    default:
      return new BackupError(
        `the server at ${url} answered ${status} to the snapshot request`,
        'Look at the server’s log, and try again',
      );
  }
};

/**
 * The uploads on local disk, linked into the staging folder (copied across file systems): the
 * archive holds them as they were now, whatever the app writes or deletes while it is packed.
 */
const copyUploads = (settings: BackupSettings, staging: string, say: Say): Manifest['uploads'] => {
  if (settings.s3Bucket) {
    const note = `the uploads are in the S3 bucket ${settings.s3Bucket}, which this backup does not include: back the bucket up with the storage provider's own tools (versioning or replication)`;
    say(note);
    return { included: false, storage: 's3', bucket: settings.s3Bucket, note };
  }
  const { files } = listFiles(settings.uploadsDir);
  let copied = 0;
  let bytes = 0;
  let vanished = 0;
  for (const path of files) {
    const from = join(settings.uploadsDir, path);
    const to = join(staging, ARCHIVE_PATHS.uploads, path);
    mkdirSync(dirname(to), { recursive: true });
    try {
      try {
        linkSync(from, to);
      } catch (error) {
        if (!['EXDEV', 'EPERM', 'EMLINK'].includes(String((error as NodeJS.ErrnoException).code)))
          throw error;
        copyFileSync(from, to);
      }
    } catch (error) {
      // Deleted by the app since the listing: it is not part of this backup.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        vanished += 1;
        continue;
      }
      throw error;
    }
    copied += 1;
    bytes += statSync(to).size;
  }
  mkdirSync(join(staging, ARCHIVE_PATHS.uploads), { recursive: true });
  say(
    `uploads: ${copied} files, ${formatBytes(bytes)} from ${settings.uploadsDir}${vanished > 0 ? ` (${vanished} deleted while the backup ran, left out)` : ''}`,
  );
  return { included: true, dir: ARCHIVE_PATHS.uploads, files: copied, bytes };
};

/** The generated secret (DATA_DIR/.auth-secret); a secret from AUTH_SECRET stays out of the archive. */
const copySecret = (settings: BackupSettings, staging: string, say: Say): Manifest['secret'] => {
  if (settings.authSecret) {
    const note =
      'AUTH_SECRET comes from the environment and is not in this backup: the restored server needs the same AUTH_SECRET, so keep it with the backup, apart';
    say(note);
    return { source: 'environment', note };
  }
  if (!existsSync(settings.secretFile)) {
    say(`no generated secret in ${settings.dataDir} yet: none to include`);
    return { source: 'none' };
  }
  mkdirSync(join(staging, 'secrets'), { mode: 0o700 });
  copyFileSync(settings.secretFile, join(staging, ARCHIVE_PATHS.authSecret));
  say(`the generated secret ${settings.secretFile} is included`);
  return { source: 'data-dir', file: ARCHIVE_PATHS.authSecret };
};
