import type { Role } from '@patili/domain/access';
import { expect } from 'vitest';

import { signedInAs } from './actors.ts';
import type { TestApp } from './setup-app.ts';

const ALL_ROLES: readonly Role[] = ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'none', 'admin'];

/**
 * Calls a route as an anonymous visitor and as a verified user of every role, and checks that
 * exactly the allowed callers get past authorization (anything but 401/403) and the others are
 * refused (401 anonymous, 403 signed in).
 */
export const expectAccessMatrix = async (
  testApp: TestApp,
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; json?: unknown },
  allowed: readonly Role[] | 'signed-in',
) => {
  const anonymous = await testApp.client().request(request.method, request.path, { json: request.json });
  expect(anonymous.status, `anonymous ${request.method} ${request.path}`).toBe(401);
  for (const role of ALL_ROLES) {
    const { client } = await signedInAs(testApp, role);
    const response = await client.request(request.method, request.path, { json: request.json });
    const mayCall = allowed === 'signed-in' || allowed.includes(role);
    if (mayCall) expect([401, 403], `${role} ${request.method} ${request.path}`).not.toContain(response.status);
    else expect(response.status, `${role} ${request.method} ${request.path}`).toBe(403);
  }
};
