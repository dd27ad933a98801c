import { createRoute } from '@hono/zod-openapi';
import { isProviderRole } from '@patili/domain/access';
import { myProviderProfileResponseSchema, providerProfileInputSchema } from '@patili/domain/providers';
import { createMiddleware } from 'hono/factory';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { currentUser, requireAccess } from '../../lib/require-access.ts';

/**
 * A provider profile belongs to a sitter, veterinarian, pet walker or trainer. The admin holds the
 * role-listed permissions (it bypasses role guards) but has no profile of its own: 403.
 */
export const providerKindOf = (role: string) => {
  if (!isProviderRole(role)) throw new AppError('FORBIDDEN', { messageKey: 'providers:adminHasNoProfile' });
  return role;
};

/** Refuses a profile kind that is not the caller's own role. */
export const requireKind = (kind: string, role: string) => {
  if (kind !== providerKindOf(role)) throw new AppError('FORBIDDEN', { messageKey: 'providers:wrongKind' });
};

export const requireProviderAccount = createMiddleware<AppEnv>(async (c, next) => {
  providerKindOf(currentUser(c).role);
  await next();
});

/**
 * The saved kind must be the caller's own (a sitter cannot save a vet profile): checked before the
 * body's fields, so a wrong kind is refused as such whatever else the body holds. A body without a
 * provider kind is left to validation (422).
 */
const requireOwnKind = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.json().catch(() => null);
  const kind = typeof body === 'object' && body !== null ? (body as { kind?: unknown }).kind : undefined;
  if (isProviderRole(kind)) requireKind(kind, currentUser(c).role);
  await next();
});

export const getMyProviderProfileRoute = createRoute({
  operationId: 'getMyProviderProfile',
  method: 'get',
  path: '/api/providers/me',
  tags: ['providers'],
  summary: "The caller's provider profile (null before the first save), location, files and summary (sitter, veterinarian, pet walker, trainer)",
  middleware: [requireAccess('read:provider-profile:own'), requireProviderAccount] as const,
  responses: {
    200: jsonResponse(myProviderProfileResponseSchema, 'The profile of the caller’s kind'),
    ...errorResponses(401, 403),
  },
});

export const saveMyProviderProfileRoute = createRoute({
  operationId: 'saveMyProviderProfile',
  method: 'put',
  path: '/api/providers/me',
  tags: ['providers'],
  summary: "Create or replace the caller's provider profile of their own kind, with their city and district",
  middleware: [requireAccess('update:provider-profile:own'), requireProviderAccount, requireOwnKind] as const,
  request: { body: jsonBody(providerProfileInputSchema) },
  responses: {
    200: jsonResponse(myProviderProfileResponseSchema, 'The saved profile'),
    ...errorResponses(400, 401, 403, 422),
  },
});
