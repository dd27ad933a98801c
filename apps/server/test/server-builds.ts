import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the test workers build the server (test/server-process.ts): inside the repository, where
 * the bundle's packages resolve from, one folder a worker (`serverBuildDirName`).
 */
export const SERVER_BUILDS_DIR = fileURLToPath(new URL('../node_modules/.cache', import.meta.url));

/**
 * The folder of this worker's build, named after the test run (the worker's parent, vitest) and
 * the worker: `patili-test-server-<run pid>-<worker pid>-<random>`.
 */
export const serverBuildDirName = (suffix: string) => `patili-test-server-${process.ppid}-${process.pid}-${suffix}`;

/**
 * Removes the builds of workers that no longer run (a run that was killed) and, given `endedRun`
 * (by the run's global teardown, its workers done), every build of this run: a vitest worker may
 * still be exiting at the teardown and is ended without its `exit` event, so its build would
 * outlive it. The builds of another run going on beside this one are kept.
 */
export const removeServerBuilds = ({ endedRun = false }: { endedRun?: boolean } = {}) => {
  let names: string[];
  try {
    names = readdirSync(SERVER_BUILDS_DIR);
  } catch {
    return;
  }
  for (const name of names) {
    const match = /^patili-test-server-(\d+)-(\d+)-/.exec(name);
    if (!match) continue;
    const [run, worker] = [Number(match[1]), Number(match[2])];
    // Worker threads share the run's process id; forks are its children.
    const ofThisRun = endedRun && (run === process.pid || worker === process.pid);
    if (ofThisRun || (worker !== process.pid && !isRunning(worker))) rmSync(join(SERVER_BUILDS_DIR, name), { recursive: true, force: true });
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
