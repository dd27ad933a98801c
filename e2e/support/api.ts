import { randomBytes } from 'node:crypto';

import type { SelectableRole } from '@patili/domain/access';
import { expect, request, type APIRequestContext, type BrowserContext } from '@playwright/test';

import { BASE_URL } from '../playwright.config.ts';
import { formThrottle } from './forms.ts';

export type OutboxItem = { channel: string; to: string; subject: string | null; link: string | null; code: string | null };

/** A new API context that behaves like a browser (same origin, keeps cookies). */
export const newApi = () =>
  request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL, 'accept-language': 'tr' } });

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@e2e.patili.app`;

/**
 * A person's name no earlier try of the same test left in the database (`Kaan Yürüyüş çbkr`), for
 * tests that find someone by name in a shared list: a retry or `--repeat-each` runs on the same
 * server, where the name of the try before is still there.
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

/**
 * Creates a verified user with a role through the public API, as a person would (sign-up form
 * token, e-mail link from the outbox, role selection), and returns a signed-in API context.
 * `usedReferralCode` signs up as someone's invitee.
 */
export const createVerifiedUser = async (
  role: SelectableRole,
  name = 'E2E Kullanıcı',
  { usedReferralCode }: { usedReferralCode?: string } = {},
) => {
  const api = await newApi();
  const email = uniqueEmail(role);
  const password = 'Patili-e2e-123';
  const { token } = (await (await api.get('/api/auth/form-token')).json()) as { token: string };
  await formThrottle().ready();
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { name, email, password, role, formToken: token, website: '', ...(usedReferralCode ? { usedReferralCode } : {}) },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const mail = await waitForOutbox(api, email);
  const verifyToken = new URLSearchParams(new URL(mail.link!).hash.split('?')[1]).get('token');
  expect((await api.get(`/api/auth/verify-email?token=${verifyToken}`)).status()).toBe(200);
  expect((await api.put('/api/accounts/me/role', { data: { role } })).status()).toBe(200);
  return { api, email, password, name };
};

/** Copies an API context's session cookie into a browser context. */
export const shareSession = async (api: APIRequestContext, context: BrowserContext) => {
  const state = await api.storageState();
  await context.addCookies(state.cookies);
};

export { buildPath, hashPath } from './paths.ts';
