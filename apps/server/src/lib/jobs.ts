import type { AppDeps } from './context.ts';
import { logger } from './logger.ts';

/**
 * Work the server runs on its own, every `intervalMs` (the booking expiry). A job must be safe to
 * run in several server processes at once (it locks what it takes); a feature declares its own in
 * its `ServerFeature` (`jobs`) and `JOBS` in `features/index.ts` gathers them. Tests never start them: they call a job's function directly.
 */
export type Job = {
  readonly name: string;
  readonly intervalMs: number;
  readonly run: (deps: AppDeps) => Promise<void>;
};

export type RunningJobs = {
  /**
   * Runs every job now rather than at its next time (a job in the middle of a run runs again as
   * soon as it ends). A server outside production calls it when the test clock moves, so what
   * falls due at the new time (an expired request) happens at once.
   */
  runNow(): void;
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
  const timers = new Map<Job, NodeJS.Timeout>();
  const running = new Map<Job, Promise<void>>();
  const again = new Set<Job>();

  const schedule = (job: Job, delayMs: number) => {
    if (stopped) return;
    clearTimeout(timers.get(job));
    const timer = setTimeout(() => {
      timers.delete(job);
      const run = job
        .run(deps)
        .catch((error: unknown) =>
          logger.error(`job ${job.name} failed`, error instanceof Error ? error.message : error),
        )
        .finally(() => {
          running.delete(job);
          const soon = again.delete(job);
          schedule(job, soon ? 0 : job.intervalMs);
        });
      running.set(job, run);
    }, delayMs);
    timer.unref();
    timers.set(job, timer);
  };

  for (const job of jobs) schedule(job, 0);
  return {
    runNow() {
      for (const job of jobs) {
        if (running.has(job)) again.add(job);
        else schedule(job, 0);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running.values()]);
    },
  };
};
