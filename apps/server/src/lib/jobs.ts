import type { AppDeps } from './context.ts';
import { logger } from './logger.ts';

/**
 * Work the server runs on its own, every `intervalMs` (the booking expiry). A job must be safe to
 * run in several server processes at once (it locks what it takes); features declare theirs and
 * `features/index.ts` lists them. Tests never start them: they call a job's function directly.
 */
export type Job = {
  readonly name: string;
  readonly intervalMs: number;
  readonly run: (deps: AppDeps) => Promise<void>;
};

export type RunningJobs = {
  /** Stops the timers and waits for a run in progress to finish. */
  stop(): Promise<void>;
};

/**
 * Starts each job once now and then `intervalMs` after each run ends (runs of one job never
 * overlap). A failed run is logged and the next one comes as usual. The timers do not keep the
 * process alive.
 */
export const startJobs = (jobs: readonly Job[], deps: AppDeps): RunningJobs => {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (job: Job, delayMs: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = job
        .run(deps)
        .catch((error: unknown) =>
          logger.error(`job ${job.name} failed`, error instanceof Error ? error.message : error),
        )
        .finally(() => {
          running.delete(run);
          schedule(job, job.intervalMs);
        });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job, 0);
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
};
