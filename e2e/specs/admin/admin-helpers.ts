import { expect, type APIRequestContext, type Browser } from '@playwright/test';

import { buildPath, hashPath, shareSession } from '../../support/api.ts';

/** The admin's action log, through the API: the newest records whose text holds `q`. */
export const actionLog = async (api: APIRequestContext, q: string) => {
  const response = await api.get(`/api/admin/action-logs?q=${encodeURIComponent(q)}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: { actionType: string; description: string }[] })
    .items;
};

/** The admin (signed in through `api`) in a browser context of their own, on the back office's dashboard. */
export const adminPage = async (browser: Browser, api: APIRequestContext) => {
  const context = await browser.newContext();
  await shareSession(api, context);
  const page = await context.newPage();
  await page.goto(hashPath(buildPath('admin.dashboard')));
  await expect(page).toHaveURL(/#\/admin\/dashboard/);
  return { page, close: () => context.close() };
};
