import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { StartupError } from './startup-error.ts';

/**
 * `mkdirSync(dir, { recursive: true })` without its endless loop: on Node 20, where the parent
 * exists but refuses a new entry with ENOENT (a folder under /proc), Node's own retries the
 * parent (EEXIST) and the folder (ENOENT) forever at full CPU, and the server hangs silently.
 * Here each level is made once, parents first, and the first refusal is thrown.
 */
const makeDir = (dir: string) => {
  const parent = dirname(dir);
  if (parent !== dir && !existsSync(parent)) makeDir(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
};

/**
 * Makes sure DATA_DIR exists and this user may write in it, before anything opens a file there:
 * a folder that cannot be created or written stops the start with one line, not a stack trace
 * from deep inside the database or a hang.
 */
export const prepareDataDir = (dataDir: string) => {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    makeDir(dataDir);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new StartupError(
      'DATA_DIR',
      code === 'ENOENT' ? `${dataDir} cannot be created there (${code})` : `${dataDir} cannot be written by this user (${code})`,
      'Set DATA_DIR to a folder this user can write (it holds the embedded database, the uploads and the generated secret), or give this user the rights to it',
      { cause: error },
    );
  }
};
