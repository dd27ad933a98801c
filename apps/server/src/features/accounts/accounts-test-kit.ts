import { expect } from 'vitest';

import type { TestApp } from '../../../test/setup-app.ts';

/** Signs in from a new client with an e-mail and password, and expects them refused (401). */
export const expectSignInRefused = async (testApp: TestApp, email: string, password: string) => {
  const response = await testApp.client().post('/api/auth/sign-in/email', { email, password });
  expect(response.status, JSON.stringify(response.body)).toBe(401);
};
