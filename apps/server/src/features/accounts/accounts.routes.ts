import { createRoute } from '@hono/zod-openapi';
import {
  accountResponseSchema,
  deactivateInputSchema,
  deleteAccountInputSchema,
  formTokenResponseSchema,
  meResponseSchema,
  passwordUpdateBodySchema,
  privacyInputSchema,
  profileUpdateInputSchema,
  signedOutResponseSchema,
} from '@patili/domain/accounts';
import { localePreferenceSchema, roleSelectionInputSchema } from '@patili/domain/auth';
import { z } from 'zod';

import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

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

export const getAccountRoute = createRoute({
  method: 'get',
  path: '/api/account',
  tags: ['account'],
  summary: 'The signed-in user’s own account (signed-in)',
  middleware: [requireAccess('read:account:own')] as const,
  responses: {
    200: jsonResponse(accountResponseSchema, 'The account'),
    ...errorResponses(401, 403),
  },
});

export const updateProfileRoute = createRoute({
  method: 'put',
  path: '/api/account/profile',
  tags: ['account'],
  summary:
    'Save name, contact phone, address, city/district and avatar (signed-in; e-mail is read-only)',
  middleware: [requireAccess('update:account:own')] as const,
  request: { body: jsonBody(profileUpdateInputSchema) },
  responses: {
    200: jsonResponse(accountResponseSchema, 'The updated account'),
    ...errorResponses(401, 403, 422),
  },
});

export const changePasswordRoute = createRoute({
  method: 'put',
  path: '/api/account/password',
  tags: ['account'],
  summary:
    'Change the password (current one checked) or set a first one; other sessions are signed out',
  middleware: [requireAccess('update:password:own')] as const,
  request: { body: jsonBody(passwordUpdateBodySchema) },
  responses: {
    200: jsonResponse(
      z.object({ updated: z.literal(true) }),
      'Changed; this browser gets a fresh session cookie',
    ),
    ...errorResponses(401, 403, 422),
  },
});

export const updatePrivacyRoute = createRoute({
  method: 'put',
  path: '/api/account/privacy',
  tags: ['account'],
  summary: 'Set the profile visibility: public or matches_only (signed-in)',
  middleware: [requireAccess('update:account:own')] as const,
  request: { body: jsonBody(privacyInputSchema) },
  responses: {
    200: jsonResponse(accountResponseSchema, 'The updated account'),
    ...errorResponses(401, 403, 422),
  },
});

export const deactivateRoute = createRoute({
  method: 'post',
  path: '/api/account/deactivate',
  tags: ['account'],
  summary: 'Freeze the account (temporary) and sign out everywhere (signed-in)',
  middleware: [requireAccess('update:account:own')] as const,
  request: {
    body: { required: false, content: { 'application/json': { schema: deactivateInputSchema } } },
  },
  responses: {
    200: jsonResponse(signedOutResponseSchema, 'Frozen and signed out'),
    ...errorResponses(401, 403),
  },
});

export const reactivateRoute = createRoute({
  method: 'post',
  path: '/api/account/reactivate',
  tags: ['account'],
  summary: 'Unfreeze an account its owner deactivated (signed-in, verified, deactivated)',
  responses: {
    200: jsonResponse(meResponseSchema, 'The active user'),
    ...errorResponses(401, 403, 409),
  },
});

export const deleteAccountRoute = createRoute({
  method: 'delete',
  path: '/api/account',
  tags: ['account'],
  summary:
    'Delete the account for good after the typed confirmation; personal data is anonymised (signed-in)',
  middleware: [requireAccess('delete:account:own')] as const,
  request: { body: jsonBody(deleteAccountInputSchema) },
  responses: {
    200: jsonResponse(signedOutResponseSchema, 'Deleted and signed out'),
    ...errorResponses(401, 403, 422),
  },
});
