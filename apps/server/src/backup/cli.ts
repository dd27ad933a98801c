import { type Env, loadEnv } from '../env.ts';
import { setLogLevel } from '../lib/logger.ts';
import { StartupError } from '../lib/startup-error.ts';
import { BackupError } from './backup-error.ts';
import { backupSettingsFrom, type BackupSettings, type Say } from './backup-settings.ts';

/** A line to a stream, never split across writes. */
const writeLine = (stream: NodeJS.WriteStream, line: string) => stream.write(`${line}\n`);

/** An error as one line: ours say the problem and the fix; anything else its message. */
export const errorLine = (error: unknown): string => {
  if (error instanceof BackupError || error instanceof StartupError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  // loadEnv lists each problem on its own line.
  return message
    .split('\n')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
};

/**
 * Runs the backup or restore command: `FILE` as its one argument, the server's settings from the
 * environment (`loadEnv`), one line per step on stdout and, on failure, one line on stderr naming
 * the problem and the fix, with exit code 1 (2 for a wrong invocation).
 */
export const runCommand = async (
  name: 'backup' | 'restore',
  argv: readonly string[],
  work: (options: { settings: BackupSettings; file: string; say: Say }) => Promise<unknown>,
  readEnv: () => Env = loadEnv,
): Promise<number> => {
  const say: Say = (line) => writeLine(process.stdout, line);
  const file = argv[0];
  if (argv.length !== 1 || !file || file.startsWith('-')) {
    writeLine(
      process.stderr,
      `usage: npm run ${name} -- FILE   (FILE: a .tar.gz, .tgz or .tar${name === 'backup' ? ' to write' : ' written by npm run backup'})`,
    );
    return 2;
  }
  try {
    // The database's own lines (a stale lock taken over) stay; its chatter does not.
    setLogLevel('warn');
    await work({ settings: backupSettingsFrom(readEnv()), file, say });
    return 0;
  } catch (error) {
    writeLine(process.stderr, `${name} failed: ${errorLine(error)}`);
    return 1;
  }
};
