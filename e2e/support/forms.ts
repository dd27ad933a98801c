import { FORM_MIN_INTERVAL_MS } from '@patili/domain/shared';
import { expect, type Page } from '@playwright/test';

import { buildPath, hashPath } from './paths.ts';

/** A little over the interval, for the moment between the form appearing and the clock starting. */
const MARGIN_MS = 150;

/**
 * Login, sign-up and the sign-up form token refuse a submit within 1.5 s of the form appearing
 * (spec §5, `FORM_MIN_INTERVAL_MS`). Start the clock when the form is on screen (or a token is
 * issued); `ready()` waits only for what is left of the interval, however long filling it took.
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

/** Fills the login form on screen and submits it once the throttle allows. */
export const submitLogin = async (page: Page, email: string, password: string) => {
  const emailField = page.getByRole('textbox', { name: /^(E-posta|E-mail)$/ });
  await expect(emailField).toBeVisible();
  const throttle = formThrottle();
  await emailField.fill(email);
  await page.getByRole('textbox', { name: /^(Şifre|Password)$/ }).fill(password);
  await throttle.ready();
  await page.getByRole('button', { name: /^(Giriş Yap|Log in)$/ }).last().click();
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

/** Opens the login page and signs in through the form, as a person would. */
export const logIn = async (page: Page, email: string, password: string) => {
  await page.goto(hashPath(buildPath('login')));
  await submitLogin(page, email, password);
};
