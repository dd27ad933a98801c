import { createRoute } from '@hono/zod-openapi';
import { formTokenResponseSchema, meResponseSchema } from '@patili/domain/accounts';
import { requireAccess } from '../../lib/require-access.ts';
import { localePreferenceSchema, roleSelectionInputSchema } from '@patili/domain/auth';

import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';

export const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['accounts'],
  summary: 'The signed-in user, or null (public)',
  responses: { 200: jsonResponse(meResponseSchema, 'The session user') },
});

export const selectRole = createRoute({
  method: 'put',
  path: '/api/me/role',
  tags: ['accounts'],
  summary: 'Choose a role once, after verification (signed-in, role none)',
  middleware: [requireAccess('update:role:own')] as const,
  request: { body: jsonBody(roleSelectionInputSchema) },
  responses: {
    200: jsonResponse(meResponseSchema, 'The user with the chosen role'),
    ...errorResponses(401, 403, 409, 422),
  },
});

export const updatePreferences = createRoute({
  method: 'put',
  path: '/api/me/preferences',
  tags: ['accounts'],
  summary: 'Set the interface language used for e-mails (signed-in)',
  middleware: [requireAccess('update:preferences:own')] as const,
  request: { body: jsonBody(localePreferenceSchema) },
  responses: {
    200: jsonResponse(meResponseSchema, 'The updated user'),
    ...errorResponses(401, 403, 422),
  },
});

export const getFormToken = createRoute({
  method: 'get',
  path: '/api/accounts/form-token',
  tags: ['accounts'],
  summary: 'A signed timestamp the sign-up form sends back (too-fast throttle, public)',
  responses: { 200: jsonResponse(formTokenResponseSchema, 'A fresh form token') },
});
