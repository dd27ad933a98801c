import { FORM_MIN_INTERVAL_MS } from '@patili/domain/shared';
import { expect, type Locator, type Page } from '@playwright/test';

import type { E2EClock } from './clock.ts';
import { buildPath, hashPath } from './paths.ts';

/**
 * Checks a checkbox, radio or radio card, and waits until it shows checked. Playwright's `check()`
 * reads the state once, straight after its click; on a busy machine a click on a species card was
 * taken as a press alone (the card focused, its value unchanged), and the test failed where a
 * person would have clicked again. The check is made again until the control shows checked.
 */
export const choose = async (control: Locator) => {
  await expect(async () => {
    await control.check();
  }).toPass({ timeout: 15_000 });
};

/** A little over the interval, for the moment between the form appearing and the clock starting. */
const MARGIN_MS = 150;

/** The test's clock (the `clock` fixture), when the page's browser follows it. */
type MovableClock = Pick<E2EClock, 'advance'>;

/**
 * Login, sign-up and the sign-up form token refuse a submit within `FORM_MIN_INTERVAL_MS` of the
 * form appearing, a guard against bots. Start the clock when the form is on screen (or a token is
 * issued); `ready()` waits only for what is left of the interval, however long filling it took.
 * The sign-up token's interval is measured by the server on the system clock, which no test
 * control moves: there is nothing to wait for there but the time itself.
 */
export const formThrottle = () => {
  const shownAt = Date.now();
  return {
    ready: () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, Math.max(0, shownAt + FORM_MIN_INTERVAL_MS + MARGIN_MS - Date.now()));
      }),
  };
};

/**
 * Fills the login form on screen and submits it once the throttle allows. The login form's
 * throttle is the browser's alone: with `clock` (a clock the page's browser follows) the browser's
 * time is moved past it instead of waiting for it.
 */
export const submitLogin = async (
  page: Page,
  email: string,
  password: string,
  { clock }: { clock?: MovableClock } = {},
) => {
  const emailField = page.getByRole('textbox', { name: /^(E-posta|E-mail)$/ });
  await expect(emailField).toBeVisible();
  const throttle = formThrottle();
  await emailField.fill(email);
  await page.getByRole('textbox', { name: /^(Şifre|Password)$/ }).fill(password);
  if (clock) await clock.advance(FORM_MIN_INTERVAL_MS + MARGIN_MS);
  else await throttle.ready();
  await page.getByRole('button', { name: /^(Giriş Yap|Log in)$/ }).last().click();
};

/**
 * Catches a message the app shows for a moment before it moves on (a saved form's note, then the
 * list; a refusal, then the way back). It is looked for inside the page at every frame, from before
 * the action that brings it (a page load included): frames run between the message showing and the
 * app's timer moving on, however busy the machine, where a look from the test's side alone may come
 * too late. `shown()` resolves once every text has been on screen together.
 */
export const watchForMessage = (page: Page, ...texts: string[]) => {
  const shown = page.waitForFunction(
    (wanted) => wanted.every((text) => document.body?.innerText.includes(text)),
    texts,
    // An expectation's time, and a page load's before it when the action is one.
    { polling: 'raf', timeout: 30_000 },
  );
  // Awaited by `shown()`; a test that fails before then must not leave it unhandled.
  shown.catch(() => undefined);
  return {
    shown: async () => {
      await shown;
    },
  };
};

/**
 * Opens the register page and waits for its form, which comes after its form token (later than the
 * heading on a busy machine); the form's too-fast clock starts there, and so does the one returned.
 */
export const openRegisterForm = async (page: Page) => {
  await page.goto(hashPath(buildPath('register')));
  await expect(page.getByRole('heading', { name: 'Kayıt Ol' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ad Soyad', exact: true })).toBeVisible();
  return formThrottle();
};

/** Opens the login page and signs in through the form, as a person would (`clock`: see `submitLogin`). */
export const logIn = async (
  page: Page,
  email: string,
  password: string,
  options: { clock?: MovableClock } = {},
) => {
  await page.goto(hashPath(buildPath('login')));
  await submitLogin(page, email, password, options);
};
