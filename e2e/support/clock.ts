import { fromIstanbulDateTime, istanbulToday, addDays } from '@patili/domain/bookings';
import type { SetTestClockInput, TestClock } from '@patili/domain/testing';
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/**
 * The test's control of time: the server's clock of the product rules (`/api/testing/clock`, which
 * exists only outside production) and the clock of each browser context that follows it
 * (Playwright's `context.clock`). Both flow on from where they are set, so a test reaches a walk's
 * start or a request's expiry in a second, at the time of day it chooses, in Istanbul time.
 */
export type E2EClock = {
  /** The server's time now. */
  now(): Promise<Date>;
  /** Sets the server and every following browser to `at` (forward or back). */
  set(at: Date): Promise<void>;
  /** Moves the server and every following browser on by `ms`, firing the browsers' due timers. */
  advance(ms: number): Promise<void>;
  /** Makes a browser context read the server's time; call it before the context loads a page. */
  follow(context: BrowserContext): Promise<void>;
  /** Back to the system clock (the fixture does this after each test). */
  reset(): Promise<void>;
};

const put = async (api: APIRequestContext, data: SetTestClockInput): Promise<TestClock> => {
  const response = await api.put('/api/testing/clock', { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TestClock;
};

export const createClock = (api: APIRequestContext): E2EClock => {
  const following = new Set<BrowserContext>();
  const now = async () => {
    const response = await api.get('/api/testing/clock');
    expect(response.status(), await response.text()).toBe(200);
    return new Date(((await response.json()) as TestClock).now);
  };
  return {
    now,
    set: async (at) => {
      await put(api, { at: at.toISOString() });
      for (const context of following) await context.clock.setSystemTime(at);
    },
    advance: async (ms) => {
      await put(api, { advanceMs: ms });
      for (const context of following) await context.clock.fastForward(ms);
    },
    follow: async (context) => {
      if (following.has(context)) return;
      await context.clock.install({ time: await now() });
      following.add(context);
    },
    reset: async () => {
      await put(api, { reset: true });
      following.clear();
    },
  };
};

/** The instant of an Istanbul wall-clock date and time (`2026-06-10`, `09:30`), whatever the runner's zone. */
export const istanbulAt = (date: string, time: string) => fromIstanbulDateTime(date, time);

/** The Istanbul date `days` after the one `at` falls on (`YYYY-MM-DD`). */
export const istanbulDayOf = (at: Date, days = 0) => addDays(istanbulToday(at), days);
