import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { z } from 'zod';

import { MIGRATIONS_FOLDER, queryRows, type Database } from '../db/client.ts';

/** The archive format this code writes and reads; a later format is refused rather than misread. */
export const BACKUP_FORMAT_VERSION = 1;

/** Where each part lies inside the archive. */
export const ARCHIVE_PATHS = {
  manifest: 'manifest.json',
  pgliteDump: 'database/pglite-data-dir.tar',
  postgresDump: 'database/postgres.dump',
  uploads: 'uploads',
  authSecret: 'secrets/auth-secret',
} as const;

const migrationSchema = z.object({
  /** The row id in drizzle.__drizzle_migrations. */
  id: z.number(),
  /** The migration file's SHA-256, as drizzle records it. */
  hash: z.string(),
  /** The journal's `when` of the migration (drizzle's `created_at`), which orders migrations. */
  createdAt: z.number(),
  /** The migration's name in this code's journal, or null when this code does not know it. */
  tag: z.string().nullable(),
});

export const manifestSchema = z.object({
  format: z.literal('patili-backup'),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The dump's path in the archive, its form, size and SHA-256. */
    file: z.string(),
    form: z.enum(['pglite-data-dir-tar', 'pg_dump-custom']),
    bytes: z.number(),
    sha256: z.string(),
    /** `server_version` of the backed-up database. */
    serverVersion: z.string(),
    /** Tables in the public schema. */
    tables: z.number(),
    /** The newest migration applied to the database, or null for a database never migrated. */
    latestMigration: migrationSchema.nullable(),
  }),
  uploads: z.discriminatedUnion('included', [
    z.object({ included: z.literal(true), dir: z.string(), files: z.number(), bytes: z.number() }),
    z.object({
      included: z.literal(false),
      storage: z.literal('s3'),
      bucket: z.string(),
      note: z.string(),
    }),
  ]),
  secret: z.discriminatedUnion('source', [
    /** The generated DATA_DIR/.auth-secret, in the archive. */
    z.object({ source: z.literal('data-dir'), file: z.string() }),
    /** AUTH_SECRET came from the environment: not in the archive, the restored server needs the same value. */
    z.object({ source: z.literal('environment'), note: z.string() }),
    /** No secret existed yet. */
    z.object({ source: z.literal('none') }),
  ]),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type MigrationInfo = z.infer<typeof migrationSchema>;

/** The migrations this code knows, from drizzle's journal (`when` is the `created_at` drizzle records). */
const knownMigrations = (): { tag: string; when: number }[] =>
  (
    JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;

/** The newest migration this code knows. */
export const newestKnownMigration = (): { tag: string; when: number } => {
  const newest = knownMigrations().at(-1);
  if (!newest) throw new Error(`no migrations in ${MIGRATIONS_FOLDER}`);
  return newest;
};

/** The database's newest applied migration (null when it was never migrated) and its count of public tables. */
export const describeDatabase = async (
  database: Database,
): Promise<{ latestMigration: MigrationInfo | null; tables: number; serverVersion: string }> => {
  const [facts] = await queryRows<{ tables: number; migrated: boolean; version: string }>(
    database,
    null,
    `select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
            to_regclass('drizzle.__drizzle_migrations') is not null as migrated,
            current_setting('server_version') as version`,
    [],
  );
  if (!facts) throw new Error('the database answered nothing');
  let latestMigration: MigrationInfo | null = null;
  if (facts.migrated) {
    const [row] = await queryRows<{ id: number; hash: string; created_at: string | number }>(
      database,
      null,
      'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1',
      [],
    );
    if (row) {
      const createdAt = Number(row.created_at);
      latestMigration = {
        id: Number(row.id),
        hash: row.hash,
        createdAt,
        tag: knownMigrations().find((entry) => entry.when === createdAt)?.tag ?? null,
      };
    }
  }
  return { latestMigration, tables: facts.tables, serverVersion: facts.version };
};

/** A migration as a person reads it in a line. */
export const migrationLabel = (migration: MigrationInfo | null): string =>
  migration
    ? (migration.tag ?? `unknown migration of ${new Date(migration.createdAt).toISOString()}`)
    : 'none';
