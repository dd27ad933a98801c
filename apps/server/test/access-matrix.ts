import type { Role } from '@patili/domain/access';
import { expect } from 'vitest';

import { signedInAs } from './actors.ts';
import type { TestApp } from './setup-app.ts';

const ALL_ROLES: readonly Role[] = ['owner', 'sitter', 'veterinarian', 'pet_walker', 'trainer', 'none', 'admin'];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type OpenApiDocument = { paths: Record<string, Partial<Record<string, { responses: Record<string, unknown> }>>> };

const documents = new WeakMap<object, Promise<OpenApiDocument>>();

/**
 * The statuses `/api/openapi.json` declares for a request (the route whose template matches the
 * path, static segments winning over parameters). Throws for an undocumented route.
 */
export const documentedStatuses = async (testApp: TestApp, method: Method, path: string): Promise<number[]> => {
  let document = documents.get(testApp.app);
  if (!document) {
    document = testApp.client().get<OpenApiDocument>('/api/openapi.json').then((response) => response.body);
    documents.set(testApp.app, document);
  }
  const { paths } = await document;
  const pathname = path.split('?')[0]!;
  let best: { statuses: number[]; staticSegments: number } | null = null;
  for (const [template, item] of Object.entries(paths)) {
    const operation = item[method.toLowerCase()];
    if (!operation) continue;
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (!pattern.test(pathname)) continue;
    const staticSegments = template.split('/').filter((segment) => segment !== '' && !segment.startsWith('{')).length;
    if (!best || staticSegments > best.staticSegments) best = { statuses: Object.keys(operation.responses).map(Number), staticSegments };
  }
  if (!best) throw new Error(`${method} ${path} is not in the OpenAPI document`);
  return best.statuses;
};

/**
 * Calls a route as an anonymous visitor and as a verified user of every role. The allowed roles
 * must get past authorization with an answer the route documents (a success or one of its
 * declared 4xx, never a 5xx); the others are refused: 401 anonymous, 403 signed in.
 */
export const expectAccessMatrix = async (
  testApp: TestApp,
  request: { method: Method; path: string; json?: unknown },
  allowed: readonly Role[] | 'signed-in',
  /** What a role that may not call it is answered: 403, or 404 on a route of one record (`hidden`). */
  { denied = 403 }: { denied?: 403 | 404 } = {},
) => {
  const label = `${request.method} ${request.path}`;
  const documented = await documentedStatuses(testApp, request.method, request.path);
  const anonymous = await testApp.client().request(request.method, request.path, { json: request.json });
  expect(anonymous.status, `anonymous ${label}`).toBe(401);
  for (const role of ALL_ROLES) {
    const { client } = await signedInAs(testApp, role);
    const response = await client.request(request.method, request.path, { json: request.json });
    const mayCall = allowed === 'signed-in' || allowed.includes(role);
    if (!mayCall) {
      expect(response.status, `${role} ${label}`).toBe(denied);
      continue;
    }
    const outcome = `${role} ${label} answered ${response.status} ${JSON.stringify(response.body)}`;
    expect([401, 403], outcome).not.toContain(response.status);
    expect(response.status < 500 && documented.includes(response.status), `${outcome}; documented: ${documented.join(', ')}`).toBe(true);
  }
};
