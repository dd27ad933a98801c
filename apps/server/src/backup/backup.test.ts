import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { serve, type ServerType } from '@hono/node-server';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signIn } from '../../test/actors.ts';
import {
  createPostgresDatabase,
  databaseContents,
  folderContents,
  onPostgres,
  openPgliteDataDir,
  rowCounts,
} from '../../test/backup-targets.ts';
import { buildApp, TEST_APP_URL, type BuiltApp } from '../../test/build-app.ts';
import {
  createBooking,
  createPet,
  createProviderProfile,
  createUser,
  createVaccinationRecord,
} from '../../test/factories.ts';
import { TestClient } from '../../test/http.ts';
import { testPdf, testPng, uploadAs } from '../../test/uploads.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { setLogLevel } from '../lib/logger.ts';
import { BackupError } from './backup-error.ts';
import type { BackupSettings } from './backup-settings.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * A backup restores: seeded rows and uploaded files are backed up from one DATA_DIR (and, on the
 * PostgreSQL run, one database), restored into empty ones, and every row of every table and every
 * file must come back equal. `npm test` runs it on PGlite, `npm run test:pg` on PostgreSQL.
 */

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'test-secret-test-secret-test-secret-0123';
const run = promisify(execFile);

/** The settings the commands would read for a DATA_DIR (and a database URL on PostgreSQL). */
const settingsFor = (
  dataDir: string,
  databaseUrl: string | undefined,
  port = 9,
): BackupSettings => ({
  dataDir,
  pgliteDir: join(dataDir, 'pglite'),
  uploadsDir: join(dataDir, 'uploads'),
  secretFile: join(dataDir, '.auth-secret'),
  databaseUrl,
  authSecret: undefined,
  port,
  host: '127.0.0.1',
  s3Bucket: undefined,
  pgBin: undefined,
});

/** A DATA_DIR (and database) with the app on it, as a server would have them. */
type Site = {
  dataDir: string;
  url: string | undefined;
  app: BuiltApp;
  database: Database;
  close: () => Promise<void>;
};

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
const drops: (() => Promise<void>)[] = [];

/** Opens a site's database: a migrated one to seed, or the one a restore wrote. */
const openSite = async (
  dataDir: string,
  url: string | undefined,
  { fresh }: { fresh: boolean },
): Promise<Site> => {
  const database = url
    ? await openDatabase({ kind: 'postgres', url, poolSize: 2 })
    : fresh
      ? await openPgliteDataDir(dataDir)
      : await openDatabase({ kind: 'pglite-dir', dataDir: join(dataDir, 'pglite') });
  const app = buildApp(database, { uploadsDir: join(dataDir, 'uploads') });
  let closed = false;
  return {
    dataDir,
    url,
    app,
    database,
    close: async () => {
      if (closed) return;
      closed = true;
      await app.close();
    },
  };
};

/** An empty target: a new DATA_DIR and, on PostgreSQL, a new empty database. */
const emptyTarget = async (prefix: string) => {
  const dataDir = tempDir(prefix);
  if (!onPostgres()) return { dataDir, url: undefined };
  const created = await createPostgresDatabase({ migrated: false });
  drops.push(() => created.drop());
  return { dataDir, url: created.url };
};

/** Users of several roles, their pets, bookings, records and uploads (images and a PDF). */
const seed = async (site: Site) => {
  const { db } = site.database;
  const { auth } = site.app.deps;
  const owner = await createUser({ db, auth }, { role: 'owner', name: 'Ayşe Yılmaz' });
  const sitter = await createUser({ db, auth }, { role: 'sitter' });
  const vet = await createUser({ db, auth }, { role: 'veterinarian' });
  await createUser({ db, auth }, { role: 'admin' });
  await createProviderProfile({ db }, sitter, { bio: 'Kedi ve köpek bakımı' });
  await createProviderProfile({ db }, vet, { bio: 'Klinik' });
  const client = new TestClient(site.app.app, { origin: TEST_APP_URL, locale: 'tr' });
  await signIn(client, owner.email, owner.password);
  const photo = await uploadAs(client, 'pet_photo', await testPng(96, 64, '#2f9e44'));
  const receipt = await uploadAs(
    client,
    'payment_receipt',
    new Uint8Array(testPdf()),
    'dekont.pdf',
  );
  await uploadAs(client, 'avatar', await testPng(40, 40, '#1971c2'));
  const cat = await createPet({ db }, owner, { name: 'Tekir', photoFileId: photo.id });
  const dog = await createPet({ db }, owner, { name: 'Karabaş', species: 'dog' });
  await createVaccinationRecord({ db }, cat, { vetId: vet.id });
  await createBooking({ db }, { owner, provider: sitter, pet: dog }, { status: 'confirmed' });
  await createBooking(
    { db },
    { owner, provider: sitter, pet: cat },
    { status: 'completed', notes: 'İyi geçti' },
  );
  await site.app.deps.security.idle();
  return { owner, photo, receipt };
};

/** The restored site serves what the source served: the owner signs in and reads their files. */
const expectServedAgain = async (
  restored: Site,
  seeded: Awaited<ReturnType<typeof seed>>,
  source: Record<string, string>,
) => {
  const client = new TestClient(restored.app.app, { origin: TEST_APP_URL, locale: 'tr' });
  await signIn(client, seeded.owner.email, seeded.owner.password);
  for (const file of [seeded.photo, seeded.receipt]) {
    const response = await client.get(`/api/files/${file.id}`);
    expect(response.status).toBe(200);
    expect(Object.values(source)).toContain(sha256(response.bytes));
  }
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const lines: string[] = [];
const say = (line: string) => lines.push(line);

describe(onPostgres() ? 'backup and restore on PostgreSQL' : 'backup and restore on PGlite', () => {
  let source: Site;
  let seeded: Awaited<ReturnType<typeof seed>>;
  let contents: Record<string, string>;
  let files: Record<string, string>;
  let httpServer: ServerType | undefined;
  const opened: Site[] = [];

  beforeAll(async () => {
    setLogLevel('warn');
    const dataDir = tempDir('patili-backup-source-');
    let url: string | undefined;
    if (onPostgres()) {
      const created = await createPostgresDatabase({ migrated: true });
      drops.push(() => created.drop());
      url = created.url;
    }
    source = await openSite(dataDir, url, { fresh: true });
    opened.push(source);
    // The secret a server generates in DATA_DIR when AUTH_SECRET is not set.
    writeFileSync(join(dataDir, '.auth-secret'), SECRET, { mode: 0o600 });
    seeded = await seed(source);
    contents = await databaseContents(source.database);
    files = folderContents(join(dataDir, 'uploads'));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) =>
      httpServer ? httpServer.close(() => resolve()) : resolve(),
    );
    for (const site of opened) await site.close().catch(() => undefined);
    for (const drop of drops) await drop().catch(() => undefined);
    for (const dir of temps) rmSync(dir, { recursive: true, force: true });
  });

  it('seeds enough to compare: rows in the main tables, image and PDF uploads with thumbnails', () => {
    const counts = rowCounts(contents);
    expect(counts['"user"']).toBe(4);
    expect(counts['pet']).toBe(2);
    expect(counts['booking']).toBe(2);
    expect(counts['file']).toBe(3);
    expect(counts['drizzle.__drizzle_migrations']).toBeGreaterThan(10);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(files).some((path) => path.endsWith('.pdf'))).toBe(true);
  });

  it('backs up while the app runs and restores every row and every file into an empty target', async () => {
    let settings = settingsFor(source.dataDir, source.url);
    if (!onPostgres()) {
      // The server holds DATA_DIR's lock: the backup asks it, over HTTP, for the snapshot.
      httpServer = serve({ fetch: source.app.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => httpServer!.once('listening', resolve));
      settings = settingsFor(
        source.dataDir,
        source.url,
        (httpServer.address() as { port: number }).port,
      );
    }
    const archive = join(tempDir('patili-backup-out-'), 'patili.tar.gz');
    lines.length = 0;
    const { manifest } = await createBackup({ settings, file: archive, say });
    expect(lines.join('\n')).toContain(
      onPostgres() ? 'dumping PostgreSQL' : 'asking it for a snapshot',
    );
    expect(manifest.database.kind).toBe(onPostgres() ? 'postgres' : 'pglite');
    expect(manifest.database.latestMigration?.tag).toMatch(/^\d{4}_/);
    expect(manifest.uploads).toMatchObject({ included: true, files: Object.keys(files).length });
    expect(manifest.secret.source).toBe('data-dir');
    expect(statSync(archive).mode & 0o077).toBe(0);

    const target = await emptyTarget('patili-backup-restored-');
    lines.length = 0;
    await restoreBackup({ settings: settingsFor(target.dataDir, target.url), file: archive, say });
    expect(lines.at(-1)).toContain('restore complete');

    expect(readFileSync(join(target.dataDir, '.auth-secret'), 'utf8')).toBe(SECRET);
    expect(statSync(join(target.dataDir, '.auth-secret')).mode & 0o077).toBe(0);
    expect(folderContents(join(target.dataDir, 'uploads'))).toEqual(files);
    const restored = await openSite(target.dataDir, target.url, { fresh: false });
    opened.push(restored);
    expect(await databaseContents(restored.database)).toEqual(contents);
    await expectServedAgain(restored, seeded, files);
    await restored.close();
  });

  it.skipIf(onPostgres())(
    'backs up a DATA_DIR no server has open by opening it, in a plain tar',
    async () => {
      await new Promise<void>((resolve) =>
        httpServer ? httpServer.close(() => resolve()) : resolve(),
      );
      httpServer = undefined;
      await source.close();
      const archive = join(tempDir('patili-backup-out-'), 'patili.tar');
      lines.length = 0;
      await createBackup({ settings: settingsFor(source.dataDir, undefined), file: archive, say });
      expect(lines[0]).toContain('no server runs on');

      const target = await emptyTarget('patili-backup-restored-');
      await restoreBackup({ settings: settingsFor(target.dataDir, undefined), file: archive, say });
      expect(folderContents(join(target.dataDir, 'uploads'))).toEqual(files);
      const restored = await openSite(target.dataDir, undefined, { fresh: false });
      opened.push(restored);
      expect(await databaseContents(restored.database)).toEqual(contents);
      await restored.close();
    },
  );

  it('leaves out uploads kept in S3 and a secret from AUTH_SECRET, and says so at both ends', async () => {
    // Uncompressed, so the bytes can be searched for the secret.
    const archive = join(tempDir('patili-backup-out-'), 'patili.tar');
    const settings = {
      ...settingsFor(source.dataDir, source.url),
      s3Bucket: 'patili-uploads',
      authSecret: SECRET,
    };
    lines.length = 0;
    const { manifest } = await createBackup({ settings, file: archive, say });
    expect(manifest.uploads).toMatchObject({
      included: false,
      storage: 's3',
      bucket: 'patili-uploads',
    });
    expect(manifest.secret.source).toBe('environment');
    expect(lines.join('\n')).toMatch(
      /S3 bucket patili-uploads, which this backup does not include/,
    );
    expect(lines.join('\n')).toMatch(
      /AUTH_SECRET comes from the environment and is not in this backup/,
    );
    const entries: string[] = [];
    await list({ file: archive, onReadEntry: (entry) => entries.push(entry.path) });
    expect(
      entries.filter((path) => !path.startsWith('database/') && path !== 'manifest.json'),
    ).toEqual([]);
    expect(readFileSync(archive).includes(Buffer.from(SECRET))).toBe(false);

    const target = await emptyTarget('patili-backup-restored-');
    lines.length = 0;
    await restoreBackup({ settings: settingsFor(target.dataDir, target.url), file: archive, say });
    expect(lines.join('\n')).toMatch(
      /not in this backup, they are in the S3 bucket patili-uploads/,
    );
    expect(lines.join('\n')).toMatch(/start the restored server with that same AUTH_SECRET/);
    expect(existsSync(join(target.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(join(target.dataDir, '.auth-secret'))).toBe(false);
  });

  describe('refusals', () => {
    let archive: string;
    let restoredDir: string;
    let restoredUrl: string | undefined;

    beforeAll(async () => {
      archive = join(tempDir('patili-backup-out-'), 'patili.tgz');
      // The source may be closed by now (the PGlite test above): the backup opens it then.
      await createBackup({ settings: settingsFor(source.dataDir, source.url), file: archive, say });
      const target = await emptyTarget('patili-backup-restored-');
      restoredDir = target.dataDir;
      restoredUrl = target.url;
      await restoreBackup({ settings: settingsFor(restoredDir, restoredUrl), file: archive, say });
    });

    it('refuse a restore into a target that is not empty, naming each part, and change nothing', async () => {
      const before = folderContents(restoredDir);
      const refusal = await restoreBackup({
        settings: settingsFor(restoredDir, restoredUrl),
        file: archive,
        say,
      }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      const message = (refusal as Error).message;
      expect(message).toMatch(/^restore refused, the target is not empty: /);
      if (restoredUrl)
        expect(message).toMatch(
          /: the database \S+ already holds \d+ tables, views or sequences in the public schema and a drizzle\.__drizzle_migrations table; /,
        );
      else expect(message).toContain(`${join(restoredDir, 'pglite')} already holds a database`);
      expect(message).toContain(`${join(restoredDir, 'uploads')} already holds`);
      expect(message).toContain(`${join(restoredDir, '.auth-secret')} already exists`);
      expect(folderContents(restoredDir)).toEqual(before);

      // Each part alone is enough to refuse: here only the secret (or only the database).
      const partly = await emptyTarget('patili-backup-partly-');
      const settings = settingsFor(partly.dataDir, restoredUrl ?? partly.url);
      if (!restoredUrl) writeFileSync(settings.secretFile, 'x');
      await expect(restoreBackup({ settings, file: archive, say })).rejects.toThrow(
        restoredUrl ? /the database .* already holds \d+ tables/ : /\.auth-secret already exists/,
      );
    });

    it('refuse a damaged archive and leave the target empty', async () => {
      const damaged = join(tempDir('patili-backup-damaged-'), 'damaged.tgz');
      writeFileSync(damaged, readFileSync(archive));
      truncateSync(damaged, Math.floor(statSync(damaged).size / 2));
      const target = await emptyTarget('patili-backup-restored-');
      await expect(
        restoreBackup({ settings: settingsFor(target.dataDir, target.url), file: damaged, say }),
      ).rejects.toThrow(/is not a readable backup archive/);
      expect(folderContents(target.dataDir)).toEqual({});
    });

    it('print the refusal as one line with the fix and exit non-zero, from the command', async () => {
      const refusal = await run(
        process.execPath,
        ['--import', 'tsx', 'src/backup/restore-cli.ts', archive],
        {
          cwd: SERVER_DIR,
          env: {
            PATH: '/usr/bin:/bin',
            DATA_DIR: restoredDir,
            ...(restoredUrl ? { DATABASE_URL: restoredUrl } : {}),
            LOG_LEVEL: 'warn',
          },
        },
      ).then(
        () => null,
        (error: unknown) => error as { code: number; stdout: string; stderr: string },
      );
      expect(refusal?.code).toBe(1);
      const stderr = refusal!.stderr.trim().split('\n');
      expect(stderr).toHaveLength(1);
      expect(stderr[0]).toMatch(
        /^restore failed: restore refused, the target is not empty: .+\. Restore into a new, empty /,
      );
      expect(refusal!.stderr).not.toMatch(/\n\s+at /);
    });
  });
});
