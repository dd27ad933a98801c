import { describe, expect, it, vi } from 'vitest';

import type { AppDeps } from './context.ts';
import { startJobs, type Job } from './jobs.ts';
import { logger } from './logger.ts';

const deps = {} as AppDeps;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startJobs', () => {
  it('runs each job at once and again after its interval, never two runs of one job at a time', async () => {
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    // Waits for the runs themselves, not for a time: a busy machine fires timers late.
    let thirdStarted!: () => void;
    const third = new Promise<void>((resolve) => (thirdStarted = resolve));
    const job: Job = {
      name: 'probe',
      intervalMs: 5,
      run: async () => {
        runs += 1;
        if (runs === 3) thirdStarted();
        concurrent += 1;
        most = Math.max(most, concurrent);
        await wait(15);
        concurrent -= 1;
      },
    };
    const running = startJobs([job], deps);
    await third;
    await running.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
  });

  it('keeps going after a failed run, and stop waits for the run in progress and ends the timers', async () => {
    let runs = 0;
    let finished = 0;
    let secondStarted!: () => void;
    const second = new Promise<void>((resolve) => (secondStarted = resolve));
    const job: Job = {
      name: 'flaky',
      intervalMs: 5,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('first run fails');
        if (runs === 2) secondStarted();
        await wait(20);
        finished += 1;
      },
    };
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const running = startJobs([job], deps);
    // The failed run did not end the job: it runs again; stop is called while that run is going on.
    await second;
    await running.stop();
    expect(logged).toHaveBeenCalledWith('job flaky failed', 'first run fails');
    logged.mockRestore();
    const stoppedAt = runs;
    // The run in progress when stop was called has finished; none starts after.
    expect(finished).toBe(runs - 1);
    await wait(30);
    expect(runs).toBe(stoppedAt);
    expect(stoppedAt).toBeGreaterThanOrEqual(2);
  });

  it('runs every job at once when asked, and a job in the middle of a run once more after it', async () => {
    let quick = 0;
    let slow = 0;
    let release: (() => void) | undefined;
    const quickJob: Job = { name: 'quick', intervalMs: 60_000, run: () => Promise.resolve(void (quick += 1)) };
    const slowJob: Job = {
      name: 'slow',
      intervalMs: 60_000,
      run: async () => {
        slow += 1;
        if (slow === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    };
    const running = startJobs([quickJob, slowJob], deps);
    await vi.waitFor(() => expect(quick).toBe(1));
    await vi.waitFor(() => expect(release).toBeDefined());
    running.runNow();
    await vi.waitFor(() => expect(quick).toBe(2));
    // The slow job's first run is still going: it runs again as soon as that run ends, not twice at once.
    expect(slow).toBe(1);
    release!();
    await vi.waitFor(() => expect(slow).toBe(2));
    await running.stop();
    expect(quick).toBe(2);
  });
});
