import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { StartupError } from './startup-error.ts';

/**
 * Makes sure DATA_DIR exists and this user may write in it, before anything opens a file there:
 * a folder that cannot be created or written stops the start with one line, not a stack trace
 * from deep inside the database or a hang.
 */
export const prepareDataDir = (dataDir: string) => {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new StartupError(
      'DATA_DIR',
      `${dataDir} cannot be ${code === 'ENOENT' ? 'created' : 'written'} by this user (${code})`,
      'Set DATA_DIR to a folder this user can write (it holds the embedded database, the uploads and the generated secret), or give this user the rights to it',
      { cause: error },
    );
  }
};
