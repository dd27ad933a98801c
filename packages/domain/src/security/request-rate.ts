import type { Detection } from './detectors.ts';

/**
 * The `ddos_detected` detector: each server process counts its requests per second in
 * memory (nothing per request but an array write) and compares the rate of the last 10 seconds
 * with the moving average of the 5 minutes before them. A rate above 10× that baseline and above an
 * absolute floor is an attack (critical); the floor keeps a quiet server's first busy minute from
 * looking like one, and nothing is judged before a whole baseline has been seen. The clock is
 * injected (the server passes the system clock, the tests a fake one).
 */

/** The recent window whose rate is judged, and the baseline before it. */
export const DDOS_WINDOW_MS = 10_000;
export const DDOS_BASELINE_MS = 5 * 60_000;
/** How many times the baseline rate the recent rate must exceed. */
export const DDOS_FACTOR = 10;
/** The recent rate must also exceed this many requests per second (per process). */
export const DDOS_FLOOR_PER_SECOND = 50;
/** Once reported, the same process does not report again for this long (the open alert counts on). */
export const DDOS_REPORT_COOLDOWN_MS = 60_000;

const SECOND_MS = 1000;
const BUCKETS = (DDOS_WINDOW_MS + DDOS_BASELINE_MS) / SECOND_MS;

export type RateReading = { recentPerSecond: number; baselinePerSecond: number };

/** Whether a recent rate is an attack against its baseline: above the floor and 10× the baseline. */
export const isRequestFlood = ({ recentPerSecond, baselinePerSecond }: RateReading): boolean =>
  recentPerSecond > DDOS_FLOOR_PER_SECOND && recentPerSecond > DDOS_FACTOR * baselinePerSecond;

export const ddosDetection = (reading: RateReading, processLabel: string): Detection => ({
  type: 'ddos_detected',
  severity: 'critical',
  source: 'çok sayıda adres',
  target: `platform (${processLabel})`,
  description: `İstek hızı son ${DDOS_WINDOW_MS / SECOND_MS} saniyede saniyede ${Math.round(reading.recentPerSecond)} isteğe çıktı; olağan düzey saniyede ${reading.baselinePerSecond.toFixed(1)}.`,
  details: {
    recentPerSecond: Math.round(reading.recentPerSecond),
    baselinePerSecond: Number(reading.baselinePerSecond.toFixed(2)),
    factor: DDOS_FACTOR,
    floorPerSecond: DDOS_FLOOR_PER_SECOND,
    process: processLabel,
  },
  dedupKey: 'ddos_detected:platform',
});

export type RequestRateMonitor = {
  /** Counts one request; returns a reading the first time in a cooldown that it is a flood. */
  hit(): RateReading | null;
  /** The current reading (for tests and diagnostics). */
  read(): RateReading;
};

export const createRequestRateMonitor = (now: () => number): RequestRateMonitor => {
  const counts = new Array<number>(BUCKETS).fill(0);
  const stamps = new Array<number>(BUCKETS).fill(-1);
  const startedAt = Math.floor(now() / SECOND_MS);
  let lastReportAt = -Infinity;
  let lastJudgedSecond = -1;

  const countAt = (second: number) => {
    const index = second % BUCKETS;
    return stamps[index] === second ? counts[index]! : 0;
  };

  const readAt = (second: number): RateReading => {
    const windowSeconds = DDOS_WINDOW_MS / SECOND_MS;
    let recent = 0;
    // The current second is still filling: the window is the last whole seconds and this one.
    for (let s = second - windowSeconds + 1; s <= second; s += 1) recent += countAt(s);
    let baseline = 0;
    const baselineSeconds = DDOS_BASELINE_MS / SECOND_MS;
    for (let s = second - windowSeconds - baselineSeconds + 1; s <= second - windowSeconds; s += 1) baseline += countAt(s);
    return { recentPerSecond: recent / windowSeconds, baselinePerSecond: baseline / baselineSeconds };
  };

  return {
    hit: () => {
      const ms = now();
      const second = Math.floor(ms / SECOND_MS);
      const index = second % BUCKETS;
      if (stamps[index] !== second) {
        stamps[index] = second;
        counts[index] = 0;
      }
      counts[index]! += 1;
      // Judged at most once per second, and only once a whole baseline has been seen.
      if (second === lastJudgedSecond) return null;
      lastJudgedSecond = second;
      const reading = readAt(second);
      if (!isRequestFlood(reading)) return null;
      if (second - startedAt < BUCKETS - 1 || ms - lastReportAt < DDOS_REPORT_COOLDOWN_MS) return null;
      lastReportAt = ms;
      return reading;
    },
    read: () => readAt(Math.floor(now() / SECOND_MS)),
  };
};
