/**
 * A clock a test moves, for the rules that read `AppDeps.now` (bookings: past dates, expiry,
 * completion). It stands still at the instant it was set to until moved, so rows made in one test
 * step share a timestamp (and lists must keep their order by id).
 */
export type TestClock = {
  /** Pass to `useTestApp({ now: clock.now })`. */
  readonly now: () => Date;
  /** Sets the time (an ISO string or a Date). */
  set(at: string | Date): void;
  /** Moves the time on by milliseconds (back when negative). */
  advance(ms: number): void;
};

/**
 * The booking, care and dashboard tests' "now": 10:00 in Istanbul on Wednesday 10 June 2026
 * (the process runs in New York, so the day differs from the process's by the hour).
 */
export const TEST_NOW = '2026-06-10T07:00:00.000Z';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const testClock = (start: string | Date): TestClock => {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
};
