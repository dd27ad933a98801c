import { createBackup } from './backup.ts';
import { runCommand } from './cli.ts';

/** `npm run backup -- FILE`: one archive of the database, the local uploads and the generated secret. */
process.exitCode = await runCommand('backup', process.argv.slice(2), createBackup);
