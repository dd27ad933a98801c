import { createRoute, z } from '@hono/zod-openapi';
import { cityListSchema, districtListSchema } from '@patili/domain/locations';

import { errorResponses, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

export const listCitiesRoute = createRoute({
  operationId: 'listCities',
  method: 'get',
  path: '/api/locations/cities',
  tags: ['locations'],
  summary: 'The 81 Turkish cities (il) with plate codes (signed-in)',
  middleware: [requireAccess('read:locations')] as const,
  responses: { 200: jsonResponse(cityListSchema, 'Cities sorted by name'), ...errorResponses(401, 403) },
});

export const listDistrictsRoute = createRoute({
  operationId: 'listDistricts',
  method: 'get',
  path: '/api/locations/cities/{cityCode}/districts',
  tags: ['locations'],
  summary: 'The districts (ilçe) of a city (signed-in)',
  middleware: [requireAccess('read:locations')] as const,
  request: { params: z.object({ cityCode: z.string().regex(/^\d{2}$/) }) },
  responses: { 200: jsonResponse(districtListSchema, 'Districts sorted by name'), ...errorResponses(401, 403, 404, 422) },
});
