import type { Role } from '@patili/domain/access';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import { user as userTable } from '../src/db/schema/index.ts';
import { issueFormToken } from '../src/features/auth/form-token.ts';
import { createUser, type CreateUserOptions, type CreatedUser } from './factories.ts';
import type { TestClient } from './http.ts';
import type { TestApp } from './setup-app.ts';

/** Signs a client in with e-mail and password and checks that a session cookie came back. */
export const signIn = async (client: TestClient, email: string, password: string) => {
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(client.hasSession()).toBe(true);
  return response;
};

/** A new user of the role (verified by default) and a client signed in as them. */
export const signedInAs = async (
  testApp: TestApp,
  role: Role,
  options: CreateUserOptions = {},
): Promise<{ user: CreatedUser; client: TestClient }> => {
  // An account switched off cannot sign in (lib/account-standing.ts `signInRefusal`): an inactive
  // actor signs in first and is switched off after, as when an admin acts while the session is
  // open, so each route's own refusal of an inactive account is what the test sees.
  const switchedOff = options.isActive === false;
  const user = await createUser({ db: testApp.deps.database.db, auth: testApp.deps.auth }, { role, ...options, isActive: true });
  const client = testApp.client();
  await signIn(client, user.email, user.password);
  if (!switchedOff) return { user, client };
  await testApp.deps.database.db.update(userTable).set({ isActive: false }).where(eq(userTable.id, user.id));
  return { user: { ...user, isActive: false }, client };
};

/** A sign-up form token issued long enough ago to pass the too-fast check. */
export const agedFormToken = (testApp: TestApp, ageMs = 2000) =>
  issueFormToken(testApp.deps.config.secret, Date.now() - ageMs);

export type OutboxItem = { channel: string; to: string; subject: string | null; text: string; link: string | null; code: string | null };

/** The newest outbox entry for a recipient, read through the dev outbox API as a person would. */
export const latestOutbox = async (testApp: TestApp, to: string): Promise<OutboxItem | undefined> => {
  const response = await testApp.client().get<{ items: OutboxItem[] }>(`/api/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return response.body.items[0];
};

/** The path and query of an e-mailed link to the web app (`…/#/auth/confirm?token=…`). */
export const hashRouteOf = (link: string) => {
  const hash = new URL(link).hash.replace(/^#/, '');
  const [path, query = ''] = hash.split('?');
  return { path: path!, params: Object.fromEntries(new URLSearchParams(query)) };
};
