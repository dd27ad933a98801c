import { mkdirSync } from 'node:fs';

import { expect, type Page } from '@playwright/test';

import { buildPath, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { test } from '../../support/fixtures.ts';

/** The tab comes back to the front: it gets the focus, so it asks which build the server has. */
const comeBack = async (page: Page) => {
  const asked = page.waitForResponse((response) => response.url().endsWith('/version.json'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  return asked;
};

/** From now on the server answers that another build is deployed. */
const deployAnotherBuild = (page: Page) =>
  page.route('**/version.json', (route) => route.fulfill({ json: { build: 'the-next-build' } }));

const openWelcome = async (page: Page) => {
  await page.goto(hashPath(buildPath('welcome')));
  await expect(page.getByRole('heading', { name: "Patili'ye hoş geldin" })).toBeVisible();
};

/** Every load of the page (the first one and each reload). */
const countLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
};

/** The sign-up screen's code: loaded lazily, on its first visit. */
const REGISTER_SCREEN = '**/assets/register-*.js';

/** Follows a link to the sign-up screen, as the welcome page's own link does. */
const goToRegister = (page: Page) =>
  page.evaluate(
    (hash) => {
      window.location.hash = hash;
    },
    hashPath(buildPath('register')).slice(1),
  );

test('[visitor][deploy]: the server names its build in version.json, never cached', async ({
  request,
}) => {
  const answer = await request.get('/version.json');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect((await answer.json()) as unknown).toEqual({
    build: expect.stringMatching(/^[0-9a-f]{16}$/),
  });
});

test('[visitor][deploy]: an open tab says a new version is ready once another build is deployed, and reloads', async ({
  page,
  context,
}) => {
  await openWelcome(page);
  // The same build: nothing to say.
  expect((await comeBack(page)).status()).toBe(200);
  await expect(page.getByTestId('new-version-prompt')).toHaveCount(0);

  // Another tab, after the deploy.
  const later = await context.newPage();
  await openWelcome(later);
  await deployAnotherBuild(later);
  await comeBack(later);
  const note = later.getByRole('status', { name: 'Yeni bir sürüm hazır' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Sayfayı yenileyerek yeni sürüme geçebilirsiniz.');
  await expectNoAxeViolations(later, 'the new-version note, tr');

  const loads = countLoads(later);
  await note.getByRole('button', { name: 'Yenile' }).click();
  await expect(later.getByRole('heading', { name: "Patili'ye hoş geldin" })).toBeVisible();
  await expect.poll(() => loads.count).toBe(1);
  await expect(later.getByTestId('new-version-prompt')).toHaveCount(0);
});

test('[visitor][deploy]: a screen whose code is gone reloads the page once and then shows', async ({
  page,
}) => {
  const loads = countLoads(page);
  await openWelcome(page);
  await page.route(REGISTER_SCREEN, (route) => route.fulfill({ status: 404, body: 'Not found' }), {
    times: 1,
  });

  await goToRegister(page);
  await expect(page.getByRole('textbox', { name: 'Ad Soyad', exact: true })).toBeVisible();
  expect(loads.count).toBe(2);
});

test('[visitor][deploy]: code still missing after that one reload ends on the error page, without a loop', async ({
  page,
}) => {
  const loads = countLoads(page);
  await openWelcome(page);
  await page.route(REGISTER_SCREEN, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await goToRegister(page);
  await expect(page.getByRole('heading', { name: 'Bir hata oluştu.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yenile' })).toBeVisible();
  // The error page shows once the page has decided not to reload again.
  expect(loads.count).toBe(2);
});

/** The note in both languages, on a phone and on a desktop, for people to look at (npm run screenshots). */
test.describe('@screens', () => {
  const OUT = 'screenshots';
  const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
  test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

  test('the new-version note', async ({ page }) => {
    await openWelcome(page);
    await deployAnotherBuild(page);
    await comeBack(page);
    await expect(page.getByRole('status', { name: 'Yeni bir sürüm hazır' })).toBeVisible();
    for (const language of ['tr', 'en'] as const) {
      if (language === 'en') {
        await page.getByTestId('language-switch').getByText('EN').click();
        await expect(page.getByRole('status', { name: 'A new version is ready' })).toBeVisible();
      }
      for (const [viewport, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await expect(page.getByTestId('new-version-prompt')).toBeVisible();
        await page.screenshot({ path: `${OUT}/new-version-${language}-${viewport}.png` });
      }
    }
  });
});
