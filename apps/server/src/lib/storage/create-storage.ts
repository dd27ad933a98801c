import { join } from 'node:path';

import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3Config } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type StorageConfig = { kind: 'local'; rootDir: string } | ({ kind: 's3' } & S3Config);

/** The storage the configuration names: an S3-compatible bucket, or a folder on local disk. */
export const createStorage = (config: StorageConfig): Storage =>
  config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.rootDir);

/** The default local root: `DATA_DIR/uploads`. */
export const localUploadsDir = (dataDir: string) => join(dataDir, 'uploads');
