import { addDays, fromIstanbulDateTime, istanbulToday } from '@patili/domain/shared';
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

/**
 * Runs in each page of a following browser, before the app: a position reading is stamped with
 * the page's clock, as a phone stamps its readings with its own. Chromium stamps them with the
 * system's time, which Playwright's clock does not move, so the server (on the test's clock) would
 * take a walk's readings for ones from before its start and fold the route onto it.
 */
const stampPositionsWithPageClock = () => {
  const geolocation = globalThis.navigator?.geolocation;
  if (!geolocation) return;
  const restamp =
    (success: PositionCallback): PositionCallback =>
    (position) =>
      success({ coords: position.coords, timestamp: Date.now(), toJSON: () => position.toJSON() });
  const watch = geolocation.watchPosition.bind(geolocation);
  const current = geolocation.getCurrentPosition.bind(geolocation);
  geolocation.watchPosition = (success, error, options) => watch(restamp(success), error, options);
  geolocation.getCurrentPosition = (success, error, options) =>
    current(restamp(success), error, options);
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
      await context.addInitScript(stampPositionsWithPageClock);
      following.add(context);
      // A browser closed mid-test no longer follows (setting a closed one's clock would throw).
      context.once('close', () => following.delete(context));
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

/**
 * Gives a test a day of its own: sets the clock to `at` (Istanbul wall-clock time) on the Istanbul
 * date `days` after the server's today, and answers that date. The date is all a test takes from
 * the real clock: the instants it moves to are chosen on that day, so it runs the same at any real
 * hour, just before midnight too.
 */
export const pinIstanbulDay = async (
  clock: E2EClock,
  { days, at }: { days: number; at: string },
) => {
  const day = istanbulDayOf(await clock.now(), days);
  await clock.set(istanbulAt(day, at));
  return day;
};
