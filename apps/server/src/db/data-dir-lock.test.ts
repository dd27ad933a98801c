import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

import { StartupError } from '../lib/startup-error.ts';
import {
  acquireDataDirLock,
  lockPathOf,
  readDataDirLock,
  type LockHolder,
} from './data-dir-lock.ts';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'patili-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid no process has: one that ran and ended. */
const endedPid = () => {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
};

const writeLock = (pgliteDir: string, holder: Partial<LockHolder>) =>
  writeFileSync(
    lockPathOf(pgliteDir),
    JSON.stringify({
      pid: process.pid,
      hostname: hostname(),
      startedAt: '2026-01-01T00:00:00.000Z',
      processStart: null,
      token: 'old',
      ...holder,
    }),
  );

/** Takes the lock in a process of its own and reports, one line each: `held` or `refused <message>`. */
const lockInChild = (pgliteDir: string) =>
  spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/db/data-dir-lock.ts').then(({ acquireDataDirLock }) => {
         try { acquireDataDirLock(${JSON.stringify(pgliteDir)}); console.log('held'); }
         catch (error) { console.log('refused ' + error.message); process.exit(3); }
         setInterval(() => {}, 1000);
       })`,
    ],
    { cwd: SERVER_DIR, stdio: ['ignore', 'pipe', 'inherit'] },
  );

const firstLine = (child: ReturnType<typeof lockInChild>) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0]!);
    });
    child.once('exit', (code) =>
      reject(new Error(`the child exited (${code}) before a line: ${text}`)),
    );
  });

describe('the PGlite data directory lock', () => {
  it('lies beside the directory, names this process, and goes when released', () => {
    const pgliteDir = join(newDataDir(), 'pglite');
    const lock = acquireDataDirLock(pgliteDir);
    expect(lock.path).toBe(`${pgliteDir}.lock`);
    const written = JSON.parse(readFileSync(lock.path, 'utf8')) as LockHolder;
    expect(written).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(new Date(written.startedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(readDataDirLock(pgliteDir)?.state).toBe('running');
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    expect(readDataDirLock(pgliteDir)).toBeNull();
    lock.release();
    acquireDataDirLock(pgliteDir).release();
  });

  it('stops a second holder at once, naming DATA_DIR and the running pid, with the fix', () => {
    const dataDir = newDataDir();
    const lock = acquireDataDirLock(join(dataDir, 'pglite'));
    try {
      let refusal: unknown;
      try {
        acquireDataDirLock(join(dataDir, 'pglite'));
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(StartupError);
      const error = refusal as StartupError;
      expect(error.setting).toBe('DATA_DIR');
      expect(error.message).toContain(
        `${dataDir} is in use by another Patili process (pid ${process.pid}`,
      );
      expect(error.fix).toMatch(/^Stop that process first/);
      expect(error.message).not.toContain('\n');
      // The refused attempt left the holder's lock as it was.
      expect(readDataDirLock(join(dataDir, 'pglite'))?.holder?.token).toBe(lock.holder.token);
    } finally {
      lock.release();
    }
  });

  it('stops another process on the same directory while this one holds it, and lets it in once released', async () => {
    const pgliteDir = join(newDataDir(), 'pglite');
    const lock = acquireDataDirLock(pgliteDir);
    const refused = lockInChild(pgliteDir);
    expect(await firstLine(refused)).toContain(
      `is in use by another Patili process (pid ${process.pid}`,
    );
    lock.release();
    const second = lockInChild(pgliteDir);
    try {
      expect(await firstLine(second)).toBe('held');
      expect(readDataDirLock(pgliteDir)?.holder?.pid).toBe(second.pid);
    } finally {
      second.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that crashed (killed, its file left behind)', async () => {
    const pgliteDir = join(newDataDir(), 'pglite');
    const child = lockInChild(pgliteDir);
    expect(await firstLine(child)).toBe('held');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    expect(readDataDirLock(pgliteDir)?.state).toBe('gone');
    const lock = acquireDataDirLock(pgliteDir);
    expect(readDataDirLock(pgliteDir)?.holder?.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid ended, or now belongs to another process, or that is not a lock', () => {
    const pgliteDir = join(newDataDir(), 'pglite');
    for (const stale of [
      { pid: endedPid() },
      { pid: process.pid, processStart: 'a-process-started-earlier' },
    ]) {
      writeLock(pgliteDir, stale);
      expect(readDataDirLock(pgliteDir)?.state).toBe('gone');
      acquireDataDirLock(pgliteDir).release();
    }
    writeFileSync(lockPathOf(pgliteDir), '');
    acquireDataDirLock(pgliteDir).release();
  });

  it('does not take over a lock written on another host, and says how to clear it', () => {
    const pgliteDir = join(newDataDir(), 'pglite');
    writeLock(pgliteDir, { pid: 4242, hostname: 'another-host' });
    expect(() => acquireDataDirLock(pgliteDir)).toThrow(
      /in use by Patili process 4242 on host another-host .*If nothing runs on another-host any more, delete .*pglite\.lock/,
    );
  });
});
