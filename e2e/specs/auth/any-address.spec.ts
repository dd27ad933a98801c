import { expect } from '@playwright/test';

import { baseUrl, buildPath, createVerifiedUser, hashPath } from '../../support/api.ts';
import { submitLogin } from '../../support/forms.ts';
import { test } from '../../support/fixtures.ts';

/**
 * Outside production the app trusts the address it is opened at, not only `APP_URL`
 * (here http://127.0.0.1:<port>). Opened at another name of the same machine, sign-in works.
 */
test('[owner][auth]: signs in from an address other than APP_URL (localhost instead of 127.0.0.1)', async ({ page, clock }) => {
  const owner = await createVerifiedUser('owner', 'Adres Sahibi');
  const otherAddress = baseUrl().replace('127.0.0.1', 'localhost');
  expect(otherAddress).not.toBe(baseUrl());
  await page.goto(`${otherAddress}${hashPath(buildPath('login'))}`);
  await submitLogin(page, owner.email, owner.password, { clock });
  await expect(page.getByRole('heading', { name: 'Merhaba Adres Sahibi!' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(otherAddress);
  // The session works for the API too: the page reads the signed-in user from there.
  const session = await page.evaluate(async () => (await fetch('/api/accounts/session')).status);
  expect(session).toBe(200);
});
