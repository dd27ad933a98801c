import { addDays, istanbulToday } from '@patili/domain/shared';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

import { shareSession } from './api.ts';
import type { E2EClock } from './clock.ts';

/**
 * Booking dates and times are Istanbul wall-clock time whatever the browser's or the runner's zone;
 * these helpers read the clock the same way the app does, through the domain.
 */

/**
 * A `YYYY-MM-DD` date `days` from today in Istanbul, by the system clock: a test that sets the
 * test clock takes its dates from the day it pins (`pinIstanbulDay`, support/clock.ts).
 */
export const istanbulDate = (days: number) => addDays(istanbulToday(new Date()), days);

/** Types `HH:mm` into a time field (Turkish labels: "Saat", "Saat, dakika"), hours then minutes. */
export const fillTime = async (page: Page, time: string) => {
  const [hours, minutes] = time.split(':');
  await page.getByRole('spinbutton', { name: 'Saat', exact: true }).fill(hours!);
  await page.getByRole('spinbutton', { name: 'Saat, dakika' }).fill(minutes!);
};

/** Picks a pet in the book form's "Evcil hayvan" select. */
export const choosePet = async (page: Page, petName: string) => {
  await page.getByRole('combobox', { name: 'Evcil hayvan' }).click();
  await page.getByRole('option', { name: petName }).click();
};

/** Saves a pet through the API as its owner would, and returns its id. */
export const addPet = async (
  api: APIRequestContext,
  pet: { name: string; species: string; age?: number; breed?: string },
) => {
  const saved = await api.post('/api/pets', { data: { age: 3, ...pet } });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { pet: { id: string } }).pet.id;
};

/**
 * A page in a browser context of its own (made with `options`: a position, permissions), signed in
 * with an API context's session; with `clock`, its browser reads the test's clock
 * (support/clock.ts).
 */
export const pageAs = async (
  browser: Browser,
  api: APIRequestContext,
  { clock, options }: { clock?: E2EClock; options?: BrowserContextOptions } = {},
) => {
  const context = await browser.newContext(options);
  if (clock) await clock.follow(context);
  await shareSession(api, context);
  const page = await context.newPage();
  return { page, context, close: () => context.close() };
};

/** The bell in the top bar: its name says how many notifications are unread. */
export const notificationBell = (page: Page) => page.getByTestId('notification-bell');

/** Books through the API as the owner (`POST /api/bookings`) and returns the booking's id. */
export const book = async (api: APIRequestContext, data: Record<string, unknown>) => {
  const created = await api.post('/api/bookings', { data });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { booking: { id: string } }).booking.id;
};

/**
 * A step on a booking through the API: `accept`, `reject`, `cancel`, `complete`, `walk/finish`
 * (`note` for a reject or cancel), or `reviews` with a rating and comment.
 */
export const act = async (
  api: APIRequestContext,
  bookingId: string,
  action: string,
  data: Record<string, unknown> = {},
) => {
  const response = await api.post(`/api/bookings/${bookingId}/${action}`, { data });
  expect(response.status(), await response.text()).toBe(action === 'reviews' ? 201 : 200);
};

/** The owner's own referral code, from their dashboard. */
export const referralCodeOf = async (api: APIRequestContext) => {
  const response = await api.get('/api/dashboards/me');
  expect(response.status(), await response.text()).toBe(200);
  const { dashboard } = (await response.json()) as { dashboard: { referral?: { code: string } } };
  return dashboard.referral!.code;
};
