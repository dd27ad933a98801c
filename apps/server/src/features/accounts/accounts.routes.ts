import { createRoute, z } from '@hono/zod-openapi';
import {
  accountResponseSchema,
  changePasswordInputSchema,
  chooseRoleInputSchema,
  deactivateAccountInputSchema,
  deleteAccountInputSchema,
  sessionResponseSchema,
  setLocaleInputSchema,
  setProfileVisibilityInputSchema,
  signedOutResponseSchema,
  updateProfileInputSchema,
} from '@patili/domain/accounts';

import { errorResponses, jsonBody, jsonResponse, requireJsonBody } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

/** Every route of the feature is under `/api/accounts`; `me` is the caller's own account. */
const tags = ['accounts'];

export const getSessionRoute = createRoute({
  operationId: 'getSession',
  method: 'get',
  path: '/api/accounts/session',
  tags,
  summary: 'The signed-in user of this session, or null (public)',
  responses: { 200: jsonResponse(sessionResponseSchema, 'The session user') },
});

export const chooseRoleRoute = createRoute({
  operationId: 'chooseRole',
  method: 'put',
  path: '/api/accounts/me/role',
  tags,
  summary: 'Choose a role once, after verification (signed-in, role none)',
  middleware: [requireAccess('update:role:own')] as const,
  request: { body: jsonBody(chooseRoleInputSchema) },
  responses: {
    200: jsonResponse(sessionResponseSchema, 'The session user with the chosen role'),
    ...errorResponses(401, 403, 409, 422),
  },
});

export const setLocaleRoute = createRoute({
  operationId: 'setLocale',
  method: 'put',
  path: '/api/accounts/me/locale',
  tags,
  summary: 'Set the interface language used for e-mails (signed-in)',
  middleware: [requireAccess('update:locale:own')] as const,
  request: { body: jsonBody(setLocaleInputSchema) },
  responses: {
    200: jsonResponse(sessionResponseSchema, 'The updated session user'),
    ...errorResponses(401, 403, 422),
  },
});

export const getAccountRoute = createRoute({
  operationId: 'getAccount',
  method: 'get',
  path: '/api/accounts/me',
  tags,
  summary: 'The signed-in user’s own account (signed-in)',
  middleware: [requireAccess('read:account:own')] as const,
  responses: {
    200: jsonResponse(accountResponseSchema, 'The account'),
    ...errorResponses(401, 403),
  },
});

export const updateProfileRoute = createRoute({
  operationId: 'updateProfile',
  method: 'put',
  path: '/api/accounts/me/profile',
  tags,
  summary: 'Save name, contact phone, address, city/district and avatar (signed-in; e-mail is read-only)',
  middleware: [requireAccess('update:account:own')] as const,
  request: { body: jsonBody(updateProfileInputSchema) },
  responses: {
    200: jsonResponse(accountResponseSchema, 'The updated account'),
    ...errorResponses(401, 403, 422),
  },
});

export const setProfileVisibilityRoute = createRoute({
  operationId: 'setProfileVisibility',
  method: 'put',
  path: '/api/accounts/me/profile-visibility',
  tags,
  summary: 'Set the profile visibility: public or matches_only (signed-in)',
  middleware: [requireAccess('update:account:own')] as const,
  request: { body: jsonBody(setProfileVisibilityInputSchema) },
  responses: {
    200: jsonResponse(accountResponseSchema, 'The updated account'),
    ...errorResponses(401, 403, 422),
  },
});

export const changePasswordRoute = createRoute({
  operationId: 'changePassword',
  method: 'put',
  path: '/api/accounts/me/password',
  tags,
  summary: 'Change the password (current one checked) or set a first one; other sessions are signed out',
  middleware: [requireAccess('update:password:own')] as const,
  request: { body: jsonBody(changePasswordInputSchema) },
  responses: {
    200: jsonResponse(z.object({ updated: z.literal(true) }), 'Changed; this browser gets a fresh session cookie'),
    ...errorResponses(401, 403, 422, 429),
  },
});

export const deactivateAccountRoute = createRoute({
  operationId: 'deactivateAccount',
  method: 'post',
  path: '/api/accounts/me/deactivate',
  tags,
  summary: 'Freeze the account (temporary) and sign out everywhere (signed-in)',
  middleware: [requireAccess('update:account:own'), requireJsonBody] as const,
  // A JSON body (`{}`) is required, so no bodiless or plain form post from another page can send it.
  request: { body: jsonBody(deactivateAccountInputSchema) },
  responses: {
    200: jsonResponse(signedOutResponseSchema, 'Frozen and signed out'),
    ...errorResponses(400, 401, 403, 422),
  },
});

/**
 * Open to a deactivated account, which `requireAccess` refuses: the router checks the session
 * (401) and verification (403) itself, and the service decides whether the account may come back.
 */
export const reactivateAccountRoute = createRoute({
  operationId: 'reactivateAccount',
  method: 'post',
  path: '/api/accounts/me/reactivate',
  tags,
  summary: 'Unfreeze an account its owner deactivated (signed-in, verified, deactivated)',
  responses: {
    200: jsonResponse(sessionResponseSchema, 'The active session user'),
    ...errorResponses(401, 403, 409),
  },
});

export const deleteAccountRoute = createRoute({
  operationId: 'deleteAccount',
  method: 'delete',
  path: '/api/accounts/me',
  tags,
  summary: 'Delete the account for good after the typed confirmation; personal data is anonymised (signed-in)',
  middleware: [requireAccess('delete:account:own')] as const,
  request: { body: jsonBody(deleteAccountInputSchema) },
  responses: {
    200: jsonResponse(signedOutResponseSchema, 'Deleted and signed out'),
    ...errorResponses(401, 403, 422, 429),
  },
});
