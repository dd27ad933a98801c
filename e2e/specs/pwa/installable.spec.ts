import { expect, type Page } from '@playwright/test';

import { buildPath, hashPath } from '../../support/api.ts';
import { expectNoAxeViolations } from '../../support/axe.ts';
import { test } from '../../support/fixtures.ts';

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test.use({ serviceWorkers: 'allow' });

const WELCOME = "Patili'ye hoş geldin";

const openWelcome = async (page: Page) => {
  await page.goto(hashPath(buildPath('welcome')));
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
};

/** The page's service worker is active (registered after the page's load, its files kept). */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });

/** A page the service worker serves: opened once (the worker installs), then reloaded. */
const openUnderWorker = async (page: Page) => {
  await openWelcome(page);
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
};

/** From now on the server names another build (as after a deploy). */
const deployAnotherBuild = (page: Page) =>
  page.route('**/version.json', (route) => route.fulfill({ json: { build: 'the-next-build' } }));

/** The tab comes back to the front: it asks which build the server has. */
const comeBack = async (page: Page) => {
  const asked = page.waitForResponse((response) => response.url().endsWith('/version.json'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  return asked;
};

test('[visitor][pwa]: the app is installable: its manifest names it, and its icons load', async ({ page, request }) => {
  await openWelcome(page);
  const href = await page.locator('link[rel="manifest"]').evaluate((link) => (link as HTMLLinkElement).href);
  const answer = await request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({ name: 'Patili', short_name: 'Patili', start_url: './', scope: './', display: 'standalone' });
  expect(manifest.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, href).href);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').evaluate((link) => (link as HTMLLinkElement).href);
  expect((await request.get(touchIcon)).headers()['content-type']).toBe('image/png');
});

test('[visitor][pwa]: a service worker serves the page after a reload, and is itself never cached', async ({ page, request }) => {
  await openUnderWorker(page);
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('[visitor][pwa]: offline, a reload still runs the app from the worker with a notice, and an address it cannot serve shows the offline page', async ({
  page,
  context,
}) => {
  await openUnderWorker(page);
  await context.setOffline(true);
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === '/');
  await page.reload();
  expect((await served).fromServiceWorker()).toBe(true);
  // The app runs (it renders the notice); the browser's flag stays "online" in this emulation, so
  // the notice comes from the requests that got no answer.
  const notice = page.getByRole('status', { name: 'Bağlantı yok' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Yeni bilgiler bağlantı gelince yüklenir.');
  // Under it the app's shell shows the page, not a session check that never ends.
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
  await expectNoAxeViolations(page, 'the offline notice, tr');

  // An English visitor's language is kept on the device: offline, the notice speaks it too.
  await page.evaluate(() => window.localStorage.setItem('patili.locale', 'en'));
  await page.reload();
  await expect(page.getByRole('status', { name: 'You are offline' })).toContainText(
    'New information loads once the connection is back.',
  );

  // The server's own pages (the API reference, e-mail links) are not the app's to keep.
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'İnternet bağlantısı yok' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expectNoAxeViolations(page, 'the offline page');

  await context.setOffline(false);
  await page.goto(hashPath(buildPath('welcome')));
  await expect(page.getByRole('heading', { name: 'Welcome to Patili' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('[visitor][pwa]: under the service worker, a new build brings one new-version note, whose reload goes through the worker', async ({
  page,
}) => {
  await openUnderWorker(page);
  await deployAnotherBuild(page);
  await comeBack(page);
  const note = page.getByRole('status', { name: 'Yeni bir sürüm hazır' });
  await expect(note).toBeVisible();
  await expect(page.getByTestId('new-version-prompt')).toHaveCount(1);
  await expectNoAxeViolations(page, 'the new-version note under the service worker, tr');

  const reloaded = page.waitForEvent('load');
  await note.getByRole('button', { name: 'Yenile' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: WELCOME })).toBeVisible();
  await expect(page.getByTestId('new-version-prompt')).toHaveCount(0);
  // The worker (the server's is the same here) serves the reloaded page, and none waits.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
    }),
  ).toEqual({ waiting: false, controlled: true });
});
