import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/** PostgreSQL 15's binaries on Debian, where PATH has only the version-picking wrappers or none. */
export const DEBIAN_PG_BIN = '/usr/lib/postgresql/15/bin';

export type PgTool = 'pg_dump' | 'pg_restore';

/** How a tool that cannot run fails: not there, or not executable. */
const isMissing = (error: unknown) =>
  ['ENOENT', 'EACCES'].includes(String((error as NodeJS.ErrnoException).code));

/**
 * A PostgreSQL tool and its major version: the one in PG_BIN when set (and only there), else the
 * first on PATH, else the one in Debian's PostgreSQL 15 folder.
 */
export const findPgTool = async (
  tool: PgTool,
  pgBin: string | undefined,
): Promise<{ binary: string; major: number }> => {
  const candidates = pgBin ? [join(pgBin, tool)] : [tool, join(DEBIAN_PG_BIN, tool)];
  for (const binary of candidates) {
    let stdout: string;
    try {
      ({ stdout } = await run(binary, ['--version']));
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    // `pg_dump (PostgreSQL) 15.14 (Debian 15.14-0+deb12u1)` → 15
    const major = Number(/\)\s*(\d+)/.exec(stdout)?.[1] ?? /(\d+)/.exec(stdout)?.[1]);
    if (!Number.isFinite(major))
      throw new Error(`cannot read the version of ${binary}: ${stdout.trim()}`);
    return { binary, major };
  }
  if (pgBin) {
    throw new BackupError(
      `PG_BIN is ${pgBin}, which has no ${tool}`,
      `Set PG_BIN to the folder of PostgreSQL's ${tool} (for example ${DEBIAN_PG_BIN})`,
    );
  }
  throw new BackupError(
    `${tool} was not found (not on PATH, not in ${DEBIAN_PG_BIN})`,
    "Install the PostgreSQL client of the server's major version (Debian: apt-get install postgresql-client-15), or set PG_BIN to its folder",
  );
};

/**
 * The connection for a tool: the URL without its password, and the password in a passfile (mode
 * 0600, in `privateDir`), so it never appears in the process list as an argument would.
 */
export const toolConnection = (url: string, privateDir: string): string => {
  const parsed = new URL(url);
  if (!parsed.password) return url;
  const password = decodeURIComponent(parsed.password).replace(/\\/g, '\\\\').replace(/:/g, '\\:');
  const passfile = join(privateDir, 'pgpass');
  writeFileSync(passfile, `*:*:*:*:${password}\n`, { mode: 0o600 });
  parsed.password = '';
  parsed.searchParams.set('passfile', passfile);
  return parsed.toString();
};

/** Runs a tool; a failure becomes a `BackupError` with the tool's own first error line. */
export const runPgTool = async (binary: string, args: string[], fix: string): Promise<void> => {
  try {
    await run(binary, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    const line =
      stderr.split('\n').find((text) => /error|fatal/i.test(text)) ??
      stderr.split('\n').find((text) => text.trim() !== '') ??
      (error as Error).message;
    throw new BackupError(`${binary.split('/').pop()} failed: ${line.trim()}`, fix, {
      cause: error,
    });
  }
};

/** A database's address for a line: host, port and database name, never the password. */
export { describeDatabaseUrl as databaseLabel } from '../db/startup.ts';
