import { createRoute } from '@hono/zod-openapi';
import { browseQuerySchema, providerPageSchema, publicProfileQuerySchema, publicProviderProfileSchema } from '@patili/domain/discovery';

import { errorResponses, idParam, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess, requireAccessInStatement } from '../../lib/require-access.ts';

export const browseProvidersRoute = createRoute({
  operationId: 'browseProviders',
  method: 'get',
  path: '/api/discovery/providers',
  tags: ['discovery'],
  summary: 'Browse providers of a kind: search, distance, rating and kind filters, sort and pages (owner, admin)',
  // The session, the viewer's point and district, the page and its count: one statement, one round trip.
  middleware: [requireAccessInStatement('browse:providers')] as const,
  request: { query: browseQuerySchema },
  responses: { 200: jsonResponse(providerPageSchema, 'One page of provider cards'), ...errorResponses(401, 403, 422) },
});

export const getPublicProfileRoute = createRoute({
  operationId: 'getPublicProfile',
  method: 'get',
  path: '/api/discovery/providers/{providerId}',
  tags: ['discovery'],
  summary: "A provider's public profile (owner, admin); 404 with the kind's not-found message",
  middleware: [requireAccess('browse:providers')] as const,
  request: {
    params: idParam('providerId', "The provider's user id"),
    query: publicProfileQuerySchema,
  },
  responses: { 200: jsonResponse(publicProviderProfileSchema, 'The public profile'), ...errorResponses(401, 403, 404, 422) },
});
