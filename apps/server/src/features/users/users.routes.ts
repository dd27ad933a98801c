import { createRoute } from '@hono/zod-openapi';
import {
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserResponseSchema,
  banUserInputSchema,
  changeUserRoleInputSchema,
  referralDetailSchema,
  referralListQuerySchema,
  referralPageSchema,
  referralSummarySchema,
  setUserActiveInputSchema,
} from '@patili/domain/users';

import { emptyJsonBody, errorResponses, idParam, jsonBody, jsonResponse, requireJsonBody } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const userParams = idParam('userId', "The account's user id");

export const listUsersRoute = createRoute({
  operationId: 'listUsers',
  method: 'get',
  path: '/api/admin/users',
  tags: ['admin'],
  summary: 'Accounts, searched by name or e-mail, by role and status, one page at a time (admin only)',
  middleware: [requireAccess('read:user:all')] as const,
  request: { query: adminUserListQuerySchema },
  responses: { 200: jsonResponse(adminUserPageSchema, 'A page of accounts and the total'), ...errorResponses(401, 403, 422) },
});

export const changeUserRoleRoute = createRoute({
  operationId: 'changeUserRole',
  method: 'put',
  path: '/api/admin/users/{userId}/role',
  tags: ['admin'],
  summary: "Change an account's role; never the protected admin's or one's own (admin only)",
  middleware: [requireAccess('manage:user')] as const,
  request: { params: userParams, body: jsonBody(changeUserRoleInputSchema) },
  responses: { 200: jsonResponse(adminUserResponseSchema, 'The account'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const setUserActiveRoute = createRoute({
  operationId: 'setUserActive',
  method: 'put',
  path: '/api/admin/users/{userId}/active',
  tags: ['admin'],
  summary: 'Activate or deactivate an account (deactivating signs it out everywhere) (admin only)',
  middleware: [requireAccess('manage:user')] as const,
  request: { params: userParams, body: jsonBody(setUserActiveInputSchema) },
  responses: { 200: jsonResponse(adminUserResponseSchema, 'The account'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const banUserRoute = createRoute({
  operationId: 'banUser',
  method: 'post',
  path: '/api/admin/users/{userId}/ban',
  tags: ['admin'],
  summary: 'Ban an account with a reason: signed out everywhere, refused at sign-in (admin only)',
  middleware: [requireAccess('manage:user')] as const,
  request: { params: userParams, body: jsonBody(banUserInputSchema) },
  responses: { 200: jsonResponse(adminUserResponseSchema, 'The account'), ...errorResponses(401, 403, 404, 409, 422) },
});

export const unbanUserRoute = createRoute({
  operationId: 'unbanUser',
  method: 'post',
  path: '/api/admin/users/{userId}/unban',
  tags: ['admin'],
  summary: 'Lift a ban (admin only)',
  middleware: [requireAccess('manage:user'), requireJsonBody] as const,
  request: { params: userParams, body: emptyJsonBody },
  responses: { 200: jsonResponse(adminUserResponseSchema, 'The account'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const getReferralSummaryRoute = createRoute({
  operationId: 'getReferralSummary',
  method: 'get',
  path: '/api/admin/referrals/summary',
  tags: ['admin'],
  summary: 'Referral summary tiles (admin only)',
  middleware: [requireAccess('read:referral:all')] as const,
  responses: { 200: jsonResponse(referralSummarySchema, 'The counts'), ...errorResponses(401, 403) },
});

export const listReferralsRoute = createRoute({
  operationId: 'listReferrals',
  method: 'get',
  path: '/api/admin/referrals',
  tags: ['admin'],
  summary: 'Referral records, newest invitee first, one page at a time (admin only)',
  middleware: [requireAccess('read:referral:all')] as const,
  request: { query: referralListQuerySchema },
  responses: { 200: jsonResponse(referralPageSchema, 'A page of records and the total'), ...errorResponses(401, 403, 422) },
});

export const getReferralRoute = createRoute({
  operationId: 'getReferral',
  method: 'get',
  path: '/api/admin/referrals/{inviteeId}',
  tags: ['admin'],
  summary: 'One referral record with both people and their bonus windows (admin only)',
  middleware: [requireAccess('read:referral:all')] as const,
  request: { params: idParam('inviteeId', "The invited account's user id") },
  responses: { 200: jsonResponse(referralDetailSchema, 'The record'), ...errorResponses(401, 403, 404) },
});
