import { describe, expect, it } from 'vitest';

import {
  createRequestRateMonitor,
  ddosDetection,
  DDOS_BASELINE_MS,
  DDOS_FACTOR,
  DDOS_FLOOR_PER_SECOND,
  DDOS_REPORT_COOLDOWN_MS,
  DDOS_WINDOW_MS,
  isRequestFlood,
} from './request-rate.ts';

/** A fake clock and a steady load of `perSecond` requests for `seconds`. */
const setup = () => {
  let second = Date.UTC(2026, 10, 20, 9, 0, 0) / 1000;
  let ms = second * 1000;
  const monitor = createRequestRateMonitor(() => ms);
  const load = (perSecond: number, seconds: number) => {
    const readings = [];
    for (let s = 0; s < seconds; s += 1) {
      for (let i = 0; i < perSecond; i += 1) {
        ms = second * 1000 + Math.floor((i * 999) / perSecond);
        const reading = monitor.hit();
        if (reading) readings.push(reading);
      }
      second += 1;
      ms = second * 1000;
    }
    return readings;
  };
  return { monitor, load };
};

describe('isRequestFlood', () => {
  it('needs both the floor and 10× the baseline', () => {
    expect(DDOS_FACTOR).toBe(10);
    expect(isRequestFlood({ recentPerSecond: DDOS_FLOOR_PER_SECOND, baselinePerSecond: 0 })).toBe(false);
    expect(isRequestFlood({ recentPerSecond: DDOS_FLOOR_PER_SECOND + 1, baselinePerSecond: 0 })).toBe(true);
    expect(isRequestFlood({ recentPerSecond: 100, baselinePerSecond: 10 })).toBe(false);
    expect(isRequestFlood({ recentPerSecond: 101, baselinePerSecond: 10 })).toBe(true);
  });
});

describe('the request-rate monitor', () => {
  const warmUpSeconds = (DDOS_BASELINE_MS + DDOS_WINDOW_MS) / 1000;

  it('reports a burst far above the baseline once, then waits out its cooldown', () => {
    const { load } = setup();
    expect(load(2, warmUpSeconds)).toEqual([]);
    const readings = load(200, 10);
    expect(readings).toHaveLength(1);
    expect(readings[0]!.recentPerSecond).toBeGreaterThan(DDOS_FLOOR_PER_SECOND);
    expect(readings[0]!.baselinePerSecond).toBeCloseTo(2, 0);
    // Still flooding: no second report within the cooldown…
    expect(load(200, DDOS_REPORT_COOLDOWN_MS / 1000 - 12)).toEqual([]);
  });

  it('stays quiet under a steady heavy load (the baseline follows it)', () => {
    const { load } = setup();
    expect(load(80, warmUpSeconds + 30)).toEqual([]);
  });

  it('stays quiet below the floor however steep the rise', () => {
    const { load } = setup();
    load(0, warmUpSeconds);
    expect(load(DDOS_FLOOR_PER_SECOND - 5, 15)).toEqual([]);
  });

  it('judges nothing before a whole baseline has been seen (a process that just started)', () => {
    const { load } = setup();
    expect(load(300, 20)).toEqual([]);
  });

  it('reads the recent rate over the last 10 seconds', () => {
    const { monitor, load } = setup();
    load(20, 10);
    expect(monitor.read().recentPerSecond).toBeGreaterThanOrEqual(18);
  });
});

describe('ddosDetection', () => {
  it('is critical, one open alert for the platform', () => {
    expect(ddosDetection({ recentPerSecond: 420.4, baselinePerSecond: 3.25 }, 'pid 7')).toMatchObject({
      type: 'ddos_detected',
      severity: 'critical',
      dedupKey: 'ddos_detected:platform',
      description: 'İstek hızı son 10 saniyede saniyede 420 isteğe çıktı; olağan düzey saniyede 3.3.',
    });
  });
});
