import { join, resolve } from 'node:path';

import type { Env } from '../env.ts';
import { secretFileOf } from '../lib/secret.ts';
import { localUploadsDir } from '../lib/storage/create-storage.ts';

/**
 * What the backup and restore commands read of the server's settings: the same DATA_DIR,
 * DATABASE_URL, AUTH_SECRET, PORT and HOST as the server they back up, so both run from the same
 * environment.
 */
export type BackupSettings = {
  /** DATA_DIR, resolved. */
  dataDir: string;
  /** DATA_DIR/pglite: the embedded database's directory. */
  pgliteDir: string;
  /** DATA_DIR/uploads: the uploads on local disk. */
  uploadsDir: string;
  /** DATA_DIR/.auth-secret: the secret generated when AUTH_SECRET is not set. */
  secretFile: string;
  /** DATABASE_URL: PostgreSQL instead of the embedded database. */
  databaseUrl: string | undefined;
  /** AUTH_SECRET: when set, the server's secret comes from the environment and is not backed up. */
  authSecret: string | undefined;
  /** Where the running server listens (PORT, HOST): the backup command asks it for the snapshot. */
  port: number;
  host: string;
  /** S3_BUCKET: the uploads live in this bucket, which the operator backs up. */
  s3Bucket: string | undefined;
  /** PG_BIN: the folder of pg_dump and pg_restore, when not on PATH. */
  pgBin: string | undefined;
};

/** The backup settings of an environment (`loadEnv()`); PG_BIN is read when the environment has it. */
export const backupSettingsFrom = (env: Env & { PG_BIN?: string | undefined }): BackupSettings => {
  const dataDir = resolve(env.DATA_DIR);
  return {
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    uploadsDir: localUploadsDir(dataDir),
    secretFile: secretFileOf(dataDir),
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    port: env.PORT,
    host: env.HOST,
    s3Bucket: env.S3_BUCKET,
    pgBin: env.PG_BIN,
  };
};

/** How the commands report: one line per step. */
export type Say = (line: string) => void;
