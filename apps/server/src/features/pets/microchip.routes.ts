import { createRoute } from '@hono/zod-openapi';
import { microchipLookupResponseSchema, microchipLookupSchema } from '@patili/domain/pets';

import { errorResponses, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const lookupMicrochipRoute = createRoute({
  operationId: 'lookupMicrochip',
  method: 'post',
  path: '/api/microchips/lookup',
  tags: ['pets'],
  summary: 'Whether a microchip number is registered to a pet, never whose (veterinarian)',
  middleware: [requireAccess('read:microchip:any')] as const,
  request: { body: jsonBody(microchipLookupSchema) },
  responses: {
    200: jsonResponse(microchipLookupResponseSchema, 'Registered or not'),
    ...errorResponses(401, 403, 422, 429),
  },
});

export const notifyMicrochipOwnerRoute = createRoute({
  operationId: 'notifyMicrochipOwner',
  method: 'post',
  path: '/api/microchips/notify-owner',
  tags: ['pets'],
  summary: "Tell a registered microchip's owner that this vet read it (veterinarian)",
  middleware: [requireAccess('read:microchip:any')] as const,
  request: { body: jsonBody(microchipLookupSchema) },
  responses: {
    204: { description: 'The owner was told' },
    ...errorResponses(401, 403, 404, 422, 429),
  },
});
