import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

import { logger } from '../lib/logger.ts';
import { StartupError } from '../lib/startup-error.ts';

/**
 * Only one process may open a PGlite data directory: a second one would write the same files under
 * the first and corrupt the database. The directory's lock is a file beside it
 * (`DATA_DIR/pglite.lock` for `DATA_DIR/pglite`) naming the process that holds it. It lies beside
 * the directory, not in it, so a dump of the directory never carries it.
 */

/** What the lock file says about its holder. */
export type LockHolder = {
  pid: number;
  hostname: string;
  /** When the holder took the lock (ISO). */
  startedAt: string;
  /** The holder process's start time as the kernel counts it (Linux), or null: tells a reused pid from the holder. */
  processStart: string | null;
  /** Unique to one taking of the lock: the holder removes only a file that still carries it. */
  token: string;
};

/** Whether the holder still runs: `running`, `gone` (a crash left the file), or `unknown` (another host wrote it). */
export type HolderState = 'running' | 'gone' | 'unknown';

export type DataDirLock = {
  readonly path: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still this holder's; safe to call twice. */
  release: () => void;
};

/** The lock file of a PGlite data directory: beside it, named after it. */
export const lockPathOf = (pgliteDir: string): string => {
  const dir = resolve(pgliteDir);
  return join(dirname(dir), `${basename(dir)}.lock`);
};

/** The kernel's start time of a process (field 22 of /proc/PID/stat), or null off Linux or when it is gone. */
const processStartOf = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the lock's holder still runs. A pid reused by a later process (a container's pid 1) counts as gone. */
export const holderState = (holder: LockHolder): HolderState => {
  if (holder.hostname !== hostname()) return 'unknown';
  if (!isAlive(holder.pid)) return 'gone';
  const start = processStartOf(holder.pid);
  if (holder.processStart && start && start !== holder.processStart) return 'gone';
  return 'running';
};

const parseHolder = (text: string): LockHolder | null => {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (
      typeof value.pid !== 'number' ||
      typeof value.hostname !== 'string' ||
      typeof value.token !== 'string'
    )
      return null;
    return {
      pid: value.pid,
      hostname: value.hostname,
      startedAt: String(value.startedAt ?? ''),
      processStart: value.processStart ?? null,
      token: value.token,
    };
  } catch {
    return null;
  }
};

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/** The lock of a PGlite data directory as it stands, or null when none is held. */
export const readDataDirLock = (
  pgliteDir: string,
): { path: string; holder: LockHolder | null; state: HolderState } | null => {
  const path = lockPathOf(pgliteDir);
  const text = readText(path);
  if (text === null) return null;
  const holder = parseHolder(text);
  // A file that is not a lock of ours was not written by a running server: it is left over.
  return { path, holder, state: holder ? holderState(holder) : 'gone' };
};

const heldError = (pgliteDir: string, path: string, holder: LockHolder, state: HolderState) => {
  const dataDir = dirname(resolve(pgliteDir));
  if (state === 'unknown') {
    return new StartupError(
      'DATA_DIR',
      `${dataDir} is in use by Patili process ${holder.pid} on host ${holder.hostname} (since ${holder.startedAt})`,
      `Stop that process first. If nothing runs on ${holder.hostname} any more, delete ${path}`,
    );
  }
  return new StartupError(
    'DATA_DIR',
    `${dataDir} is in use by another Patili process (pid ${holder.pid}, since ${holder.startedAt}); only one process may open its database`,
    'Stop that process first, or give this one a DATA_DIR of its own',
  );
};

/**
 * Takes the lock of a PGlite data directory, or throws a `StartupError` naming the process that
 * holds it. A lock whose holder is gone (the process crashed, or its pid now belongs to another
 * process) is taken over. The file appears whole or not at all (written aside, then hard-linked
 * into place), so a reader never sees half a lock.
 */
export const acquireDataDirLock = (pgliteDir: string): DataDirLock => {
  const path = lockPathOf(pgliteDir);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    processStart: processStartOf(process.pid),
    token: randomBytes(12).toString('hex'),
  };
  const draft = `${path}.${holder.token}.tmp`;
  writeFileSync(draft, `${JSON.stringify(holder)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      }
      const text = readText(path);
      if (text === null) continue;
      const current = parseHolder(text);
      const state = current ? holderState(current) : 'gone';
      if (current && state !== 'gone') throw heldError(pgliteDir, path, current, state);
      takeOver(path, text, pgliteDir);
    }
  } finally {
    rmSync(draft, { force: true });
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const text = readText(path);
    if (text !== null && parseHolder(text)?.token === holder.token) rmSync(path, { force: true });
  };
  // A process that exits without closing its database (a fatal error) leaves no lock behind.
  process.on('exit', release);
  return { path, holder, release };
};

/**
 * Moves a stale lock aside. Two processes may both find the same stale lock: the one whose move
 * took the other's fresh lock instead puts it back and stops, as that holder runs.
 */
const takeOver = (path: string, staleText: string, pgliteDir: string) => {
  const aside = `${path}.stale-${randomBytes(6).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = readText(aside);
  if (moved !== null && moved !== staleText) {
    try {
      linkSync(aside, path);
    } catch {
      // Another process holds the path by now: it runs, and so does the one this lock names.
    }
    rmSync(aside, { force: true });
    const holder = parseHolder(moved);
    if (holder) throw heldError(pgliteDir, path, holder, holderState(holder));
    return;
  }
  rmSync(aside, { force: true });
  const stale = parseHolder(staleText);
  logger.warn(
    `took over the lock ${path}: ${stale ? `process ${stale.pid} that held it is gone` : 'it was not a lock file'}`,
  );
};
