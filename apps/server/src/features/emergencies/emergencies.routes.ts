import { createRoute } from '@hono/zod-openapi';
import {
  answerEmergencyInputSchema,
  createEmergencyInputSchema,
  emergencyListQuerySchema,
  emergencyListResponseSchema,
  emergencyResponseSchema,
} from '@patili/domain/emergencies';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const requestParams = idParam('requestId', 'The emergency request id');

export const createEmergencyRoute = createRoute({
  operationId: 'createEmergency',
  method: 'post',
  path: '/api/emergencies',
  tags: ['emergencies'],
  summary:
    'Send an emergency request about one of your pets to a veterinarian who lists the emergency specialization (owner); 404 for any other vet',
  middleware: [requireAccess('create:emergency:own')] as const,
  request: { body: jsonBody(createEmergencyInputSchema) },
  responses: {
    201: jsonResponse(emergencyResponseSchema, 'The new request, pending'),
    ...errorResponses(401, 403, 404, 422, 429),
  },
});

export const listEmergenciesRoute = createRoute({
  operationId: 'listEmergencies',
  method: 'get',
  path: '/api/emergencies',
  tags: ['emergencies'],
  summary:
    'One page of the caller’s emergency requests, newest first: received (veterinarian) or sent (owner), one status or all',
  middleware: [requireAccess('read:emergency:own')] as const,
  request: { query: emergencyListQuerySchema },
  responses: {
    200: jsonResponse(emergencyListResponseSchema, 'A page of requests and the total'),
    ...errorResponses(401, 403, 422),
  },
});

const ANSWER_OPERATIONS = { acknowledge: 'acknowledgeEmergency', 'cannot-help': 'cannotHelpEmergency', resolve: 'resolveEmergency' } as const;

const answerRoute = (action: keyof typeof ANSWER_OPERATIONS, summary: string) =>
  createRoute({
    operationId: ANSWER_OPERATIONS[action],
    method: 'post',
    path: `/api/emergencies/{requestId}/${action}`,
    tags: ['emergencies'],
    summary,
    middleware: [requireAccess('answer:emergency:own')] as const,
    request: { params: requestParams, body: jsonBody(answerEmergencyInputSchema) },
    responses: {
      200: jsonResponse(emergencyResponseSchema, 'The request now'),
      ...errorResponses(401, 403, 404, 409, 422),
    },
  });

export const acknowledgeEmergencyRoute = answerRoute(
  'acknowledge',
  'Take a pending request (its veterinarian), with an optional note; the owner is told',
);
export const cannotHelpEmergencyRoute = answerRoute(
  'cannot-help',
  'Say you cannot help with a pending request (its veterinarian), with an optional note; the owner is told',
);
export const resolveEmergencyRoute = answerRoute(
  'resolve',
  'Mark an acknowledged request resolved (its veterinarian), with an optional note; the owner is told',
);
