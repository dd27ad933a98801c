import { runCommand } from './cli.ts';
import { restoreBackup } from './restore.ts';

/** `npm run restore -- FILE`: a backup into an empty DATA_DIR (and, with DATABASE_URL, an empty database). */
process.exitCode = await runCommand('restore', process.argv.slice(2), restoreBackup);
