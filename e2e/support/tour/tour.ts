import { addDays } from '@patili/domain/shared';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

import {
  AXE_TAGS,
  expectNoAxeViolations,
  waitForAnimationsToEnd,
  waitForScreenAtRest,
} from '../axe.ts';
import { expectWholeBadges } from '../badges.ts';
import { istanbulAt, pinIstanbulDay, type E2EClock } from '../clock.ts';
import { expectPeriOutOfTheWay } from '../peri.ts';
import { test } from '../fixtures.ts';

/**
 * The tour of every screen of the app, signed out and as each role: scenes by area in this folder,
 * each a Playwright test with its own people and data, made through the API. Two passes walk it:
 * the accessibility check in `npm run e2e` (specs/screens/<area>.a11y.spec.ts: axe-core at every
 * stop) and the screenshot pass (`npm run screenshots`, specs/screens/screenshots.spec.ts: every
 * stop photographed, and checked the same way). A new screen joins a scene, and both pick it up.
 *
 * Which languages and viewports the accessibility pass checks: every screen in Turkish on the
 * phone and on the desktop, and in English on the phone; the dialogs, drawers and form errors
 * (`here`) in the one language and viewport the scene opens them in. What differs by viewport is
 * layout and colour (the drawer menu against the sidebar, stacked cards against tables, text on
 * other backgrounds), and Turkish on both viewports checks every layout. What differs by language
 * is text: the page's `lang`, every accessible name coming from the English catalogue, and longer
 * English labels wrapping out of their badges and buttons, which they do most on the narrowest
 * layout; English on the desktop adds no layout Turkish has not shown and no text the phone has
 * not, so it is left out (three checks a screen instead of four). The screenshot pass keeps all
 * four, since people look at both languages on both viewports, and checks each of them too.
 */

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 860 },
} as const;
export const LANGUAGES = ['tr', 'en'] as const;

export type Language = (typeof LANGUAGES)[number];
export type Viewport = keyof typeof VIEWPORTS;
type Size = (typeof VIEWPORTS)[Viewport];
type Combination = `${Language}-${Viewport}`;

/** The widths a screen's badges are checked at besides its viewport's, in Turkish. */
const BADGE_WIDTHS: Readonly<Record<Viewport, readonly number[]>> = {
  phone: [360],
  desktop: [1366, 1920],
};

/** The combinations the accessibility pass checks each screen in (the reasons are above). */
export const AXE_COMBINATIONS: ReadonlySet<Combination> = new Set([
  'tr-phone',
  'tr-desktop',
  'en-phone',
]);

type VisitOptions = {
  /** Brings the screen into the state to check (opens a form, submits it empty…) after it shows. */
  prepare?: (page: Page) => Promise<void>;
  /** Loads the screen again for every viewport (screens that move on by themselves: the splash). */
  reloadEachViewport?: boolean;
};

export type Tour = {
  /**
   * Opens `path` in Turkish, waits for `waitFor`, checks the screen in each of the pass's
   * viewports (named `<name>-<language>-<viewport>`), then turns it to English in place and checks
   * it again. Ends in English on the desktop, where the scene goes on (its `here` stops are named
   * for it).
   */
  visit: (
    page: Page,
    name: string,
    path: string,
    waitFor: RegExp | string,
    options?: VisitOptions,
  ) => Promise<void>;
  /** Checks the page as it is (an open dialog, a form's errors); `name` ends in its combination. */
  here: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
};

/** How many frames in a row with no finite animation running count as at rest. */
const QUIET_FRAMES = 3;

/**
 * Waits for a layout that follows the viewport and for every transition on the page to end, so
 * colours are checked at rest rather than mid-fade; endless ones (spinners) are left. A Mantine
 * dialog or toast starts its transition a frame or two after it is in the page (and some start
 * one after another), so the page must stay still for a few frames in a row, not just once.
 */
export const settle = async (page: Page) => {
  await page.evaluate(() => {
    (window as unknown as { tourQuietFrames: number }).tourQuietFrames = 0;
  });
  await page.waitForFunction(
    (quiet) => {
      const running = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        );
      const state = window as unknown as { tourQuietFrames?: number };
      state.tourQuietFrames = running ? 0 : (state.tourQuietFrames ?? 0) + 1;
      return state.tourQuietFrames >= quiet;
    },
    QUIET_FRAMES,
    { polling: 'raf' },
  );
  await waitForAnimationsToEnd(page);
};

/**
 * Turns the screen on show to `lang` as the app does when the language is chosen in another tab
 * of the browser (it stores the choice; this tab hears of it and follows), without a new load: a
 * new load per language was half the tour's page loads. Waits for the document's language and
 * for the screen's text to have changed, so the check sees the screen in its new language.
 */
const switchLanguageInPlace = async (page: Page, lang: Language) => {
  const before = await page.evaluate(() => document.body.innerText);
  await page.evaluate((l) => {
    window.localStorage.setItem('patili.locale', l);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'patili.locale', newValue: l, storageArea: window.localStorage }),
    );
  }, lang);
  await page.waitForFunction(
    ({ l, text }) => document.documentElement.lang === l && document.body.innerText !== text,
    { l: lang, text: before },
  );
};

/**
 * What a tour does at each stop: axe-core in the combinations of `AXE_COMBINATIONS`; with
 * `screenshotsTo`, a screenshot then axe-core in all four.
 */
export const createTour = ({ screenshotsTo }: { screenshotsTo?: string } = {}): Tour => {
  const checked = (combination: Combination) =>
    screenshotsTo !== undefined || AXE_COMBINATIONS.has(combination);
  const check = async (page: Page, name: string, fullPage: boolean, badgeWidths: readonly number[] = []) => {
    await settle(page);
    if (screenshotsTo) {
      await waitForScreenAtRest(page);
      await page.screenshot({ path: `${screenshotsTo}/${name}.png`, fullPage });
    }
    await expectNoAxeViolations(page, name);
    await expectPeriOutOfTheWay(page, name);
    await expectWholeBadges(page, name, badgeWidths);
  };
  return {
    visit: async (page, name, path, waitFor, { prepare, reloadEachViewport = false } = {}) => {
      let shown: Language | null = null;
      for (const lang of LANGUAGES) {
        for (const [viewport, size] of Object.entries(VIEWPORTS) as [Viewport, Size][]) {
          await page.setViewportSize(size);
          if (!checked(`${lang}-${viewport}`)) continue;
          // The layout follows the viewport without a new load. A screen put into a state by
          // `prepare` (or one that moves on by itself) starts over from a new load each time.
          if (shown === null || prepare || reloadEachViewport) {
            await page.evaluate((l) => window.localStorage.setItem('patili.locale', l), lang);
            // A whole new load of the path, with no earlier page to race: a hash change then a
            // reload once left a sitter's page on the dashboard `/` redirects to (not reproduced).
            await page.goto('about:blank');
            await page.goto(path);
            await expect(page.getByText(waitFor).first()).toBeVisible();
          } else if (shown !== lang) {
            await switchLanguageInPlace(page, lang);
            await expect(page.getByText(waitFor).first()).toBeVisible();
          }
          shown = lang;
          await prepare?.(page);
          // The narrowest phone and the widest desktop too: no status loses its words between.
          await check(page, `${name}-${lang}-${viewport}`, true, lang === 'tr' ? BADGE_WIDTHS[viewport] : []);
        }
      }
    },
    here: async (page, name, { fullPage = false } = {}) => {
      await check(page, name, fullPage);
    },
  };
};

type SceneFixtures = { page: Page; context: BrowserContext; browser: Browser };

/** A scene: a Playwright test of the tour, with the time limit it needs on a busy machine. */
export type Scene = {
  title: string;
  /** Playwright's time limit for the scene in ms (a visit: two loads, three or four checks). */
  timeout: number;
} & (
  | { clock?: false; run: (fixtures: SceneFixtures, tour: Tour) => Promise<void> }
  | {
      /** The scene sets the server's clock (its screens depend on the day and time). */
      clock: true;
      run: (fixtures: SceneFixtures & { clock: E2EClock }, tour: Tour) => Promise<void>;
    }
);

type SceneTestArgs = SceneFixtures & { clock: E2EClock };

/**
 * The body of a scene's test, walked by `tour`: `test(title, sceneTest(scene, tour))` in the spec,
 * so the report names the spec. Only a scene that sets the clock asks for the `clock` fixture
 * (Playwright sets up the fixtures a test body names).
 */
export const sceneTest = (scene: Scene, tour: Tour): ((args: SceneTestArgs) => Promise<void>) => {
  if (scene.clock) {
    return async ({ page, context, browser, clock }) => {
      test.setTimeout(scene.timeout);
      await scene.run({ page, context, browser, clock }, tour);
    };
  }
  return async ({ page, context, browser }) => {
    test.setTimeout(scene.timeout);
    await scene.run({ page, context, browser }, tour);
  };
};

/** The title of an area's accessibility suite (specs/screens/<area>.a11y.spec.ts). */
export const a11ySuite = (area: string) => `[a11y] ${area}: axe-core ${AXE_TAGS.join(', ')}`;

/**
 * Sets the server's clock (and its following browsers') to 09:00 in Istanbul two days from now,
 * whatever the real time of day: a scene's bookings then fall at the same hours each run, with
 * the whole pinned day ahead of them. Days ahead, so the clock only moves forward from real time
 * (nothing made before the scene lies in its future). Returns that day, and the date and the
 * instant `days` after it.
 */
export const pinMorning = async (clock: E2EClock) => {
  const today = await pinIstanbulDay(clock, { days: 2, at: '09:00' });
  return {
    today,
    /** The Istanbul date `days` after the pinned day (`YYYY-MM-DD`). */
    day: (days: number) => addDays(today, days),
    /** The instant of `HH:MM` on the pinned day, or `days` after it. */
    at: (time: string, days = 0) => istanbulAt(addDays(today, days), time),
  };
};
