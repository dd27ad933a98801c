import { createRoute } from '@hono/zod-openapi';
import {
  approveVerificationInputSchema,
  myVerificationSchema,
  rejectVerificationInputSchema,
  verificationDocumentInputSchema,
  verificationDocumentParamSchema,
  verificationQueueItemSchema,
  verificationQueuePageSchema,
  verificationQueueQuerySchema,
} from '@patili/domain/providers';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';
import { requireProviderAccount } from './providers.routes.ts';

export const getMyVerificationRoute = createRoute({
  operationId: 'getMyVerification',
  method: 'get',
  path: '/api/providers/me/verification',
  tags: ['providers'],
  summary: "Where the caller's verification stands and each document their kind needs (sitter, veterinarian, pet walker, trainer)",
  middleware: [requireAccess('update:provider-verification:own'), requireProviderAccount] as const,
  responses: {
    200: jsonResponse(myVerificationSchema, 'The status and the documents'),
    ...errorResponses(401, 403),
  },
});

export const putVerificationDocumentRoute = createRoute({
  operationId: 'putVerificationDocument',
  method: 'put',
  path: '/api/providers/me/verification/documents/{kind}',
  tags: ['providers'],
  summary:
    'Send or replace one of the caller’s documents (an uploaded `verification_document` file); a complete file goes to the admins, and any earlier decision ends',
  middleware: [requireAccess('update:provider-verification:own'), requireProviderAccount] as const,
  request: { params: verificationDocumentParamSchema, body: jsonBody(verificationDocumentInputSchema) },
  responses: {
    200: jsonResponse(myVerificationSchema, 'The verification as it now stands'),
    ...errorResponses(400, 401, 403, 422),
  },
});

export const deleteVerificationDocumentRoute = createRoute({
  operationId: 'deleteVerificationDocument',
  method: 'delete',
  path: '/api/providers/me/verification/documents/{kind}',
  tags: ['providers'],
  summary: 'Remove one of the caller’s documents; without a required one the file leaves the queue and any earlier decision ends',
  middleware: [requireAccess('update:provider-verification:own'), requireProviderAccount] as const,
  request: { params: verificationDocumentParamSchema },
  responses: {
    200: jsonResponse(myVerificationSchema, 'The verification as it now stands'),
    ...errorResponses(401, 403, 422),
  },
});

export const listVerificationQueueRoute = createRoute({
  operationId: 'listVerificationQueue',
  method: 'get',
  path: '/api/admin/provider-verifications',
  tags: ['providers'],
  summary: 'Providers’ verification files of one status, the pending ones oldest first, a page at a time (admin)',
  middleware: [requireAccess('manage:provider-verification')] as const,
  request: { query: verificationQueueQuerySchema },
  responses: {
    200: jsonResponse(verificationQueuePageSchema, 'A page of the queue and its total'),
    ...errorResponses(401, 403, 422),
  },
});

const userParams = idParam('userId', 'The provider whose verification file is decided');

export const approveVerificationRoute = createRoute({
  operationId: 'approveVerification',
  method: 'post',
  path: '/api/admin/provider-verifications/{userId}/approve',
  tags: ['providers'],
  summary: 'Approve a pending file as the admin was shown it (its `submittedAt`): the provider gets the verified badge and is told (admin)',
  middleware: [requireAccess('manage:provider-verification')] as const,
  request: { params: userParams, body: jsonBody(approveVerificationInputSchema) },
  responses: {
    200: jsonResponse(verificationQueueItemSchema, 'The file as it now stands'),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});

export const rejectVerificationRoute = createRoute({
  operationId: 'rejectVerification',
  method: 'post',
  path: '/api/admin/provider-verifications/{userId}/reject',
  tags: ['providers'],
  summary: 'Reject a pending file as the admin was shown it, with the reason the provider reads; the provider is told (admin)',
  middleware: [requireAccess('manage:provider-verification')] as const,
  request: { params: userParams, body: jsonBody(rejectVerificationInputSchema) },
  responses: {
    200: jsonResponse(verificationQueueItemSchema, 'The file as it now stands'),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});
