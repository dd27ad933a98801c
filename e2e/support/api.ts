import { randomBytes } from 'node:crypto';

import type { SelectableRole } from '@patili/domain/access';
import type { TestUser } from '@patili/domain/testing';
import { expect, request, type APIRequestContext, type BrowserContext } from '@playwright/test';

import { E2E_ADMIN } from './server.ts';

export type OutboxItem = { channel: string; to: string; subject: string | null; link: string | null; code: string | null };

let serverUrl: string | undefined;

/** Where this worker's server listens (set once by the worker's `server` fixture, support/fixtures.ts). */
export const setServerUrl = (url: string) => {
  serverUrl = url;
};

/** The address of this worker's server (`http://127.0.0.1:<port>`). */
export const baseUrl = () => {
  if (!serverUrl) throw new Error('no e2e server yet: import test from support/fixtures.ts');
  return serverUrl;
};

/**
 * A new API context that behaves like a browser (same origin, keeps cookies). Each request goes on
 * a connection of its own: the server closes a connection left idle for 5 s (Node's keep-alive
 * timeout), and a request sent on one just as it closes fails with ECONNRESET (seen on the clock
 * control between two steps of a test). Unlike a browser, the API client does not send it again.
 */
export const newApi = (headers: Record<string, string> = {}) =>
  request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { origin: baseUrl(), 'accept-language': 'tr', connection: 'close', ...headers },
  });

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@e2e.patili.app`;

/**
 * A person's name no other test left in the database (`Kaan Yürüyüş çbkr`), for tests that find
 * someone by name in a shared list: a worker's server holds what every spec file it ran before
 * made (the screen tour has its own Deniz Yürür and Dr. Elif Kaya).
 */
export const uniqueName = (name: string) =>
  `${name} ${Array.from(randomBytes(4), (byte) => 'abcçdefgğhıijklmnoöprsştuüvyz'[byte % 29]).join('')}`;

/** Waits for the newest outbox message to a recipient (mail or SMS). */
export const waitForOutbox = async (api: APIRequestContext, to: string): Promise<OutboxItem> => {
  let found: OutboxItem | undefined;
  await expect
    .poll(
      async () => {
        const response = await api.get(`/api/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { items: OutboxItem[] };
        found = body.items[0];
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
};

/** The hash route of an e-mailed link, ready for `page.goto`. */
export const appPathOf = (link: string) => {
  const url = new URL(link);
  return `/${url.hash}`;
};

/** The password of every person a test makes. */
export const E2E_PASSWORD = 'Patili-e2e-123';

/**
 * A verified person with a role, signed in: made through the test controls (`POST
 * /api/testing/users`) rather than the sign-up form, whose too-fast throttle costs each person
 * 1.5 s (the onboarding specs go through the form). `usedReferralCode` makes them someone's
 * invitee; role `none` leaves them at the role selection.
 */
export const createVerifiedUser = async (
  role: SelectableRole | 'none',
  name = 'E2E Kullanıcı',
  { usedReferralCode }: { usedReferralCode?: string } = {},
) => {
  const api = await newApi();
  const email = uniqueEmail(role);
  const password = E2E_PASSWORD;
  const created = await api.post('/api/testing/users', {
    data: { role, name, email, password, ...(usedReferralCode ? { usedReferralCode } : {}) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as TestUser;
  await signInApi(api, email, password);
  return { api, id: user.id, email, password, name };
};

/** Signs an API context in through the public sign-in (as the login form does, without its wait). */
export const signInApi = async (api: APIRequestContext, email: string, password: string) => {
  const response = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
};

/** An API context signed in as the admin every e2e server starts with. */
export const adminApi = async () => {
  const api = await newApi();
  await signInApi(api, E2E_ADMIN.email, E2E_ADMIN.password);
  return api;
};

/** Copies an API context's session cookie into a browser context. */
export const shareSession = async (api: APIRequestContext, context: BrowserContext) => {
  const state = await api.storageState();
  await context.addCookies(state.cookies);
};

export { buildPath, hashPath } from './paths.ts';
