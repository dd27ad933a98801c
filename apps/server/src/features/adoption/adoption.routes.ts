import { createRoute } from '@hono/zod-openapi';
import {
  adoptionListingInputSchema,
  adoptionListingPageSchema,
  adoptionListingResponseSchema,
  adoptionListQuerySchema,
  myAdoptionListQuerySchema,
} from '@patili/domain/adoption';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const listingParams = idParam('listingId', 'The adoption listing id');

export const listListingsRoute = createRoute({
  operationId: 'listListings',
  method: 'get',
  path: '/api/adoption/listings',
  tags: ['adoption'],
  summary: 'Active adoption listings, newest first, filtered and one page at a time (signed in)',
  middleware: [requireAccess('read:adoption')] as const,
  request: { query: adoptionListQuerySchema },
  responses: {
    200: jsonResponse(adoptionListingPageSchema, 'A page of listings and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const listMyListingsRoute = createRoute({
  operationId: 'listMyListings',
  method: 'get',
  path: '/api/adoption/listings/mine',
  tags: ['adoption'],
  summary: "The caller's own listings, every status, newest first (owner)",
  middleware: [requireAccess('write:adoption:own')] as const,
  request: { query: myAdoptionListQuerySchema },
  responses: {
    200: jsonResponse(adoptionListingPageSchema, 'A page of listings and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const getListingRoute = createRoute({
  operationId: 'getListing',
  method: 'get',
  path: '/api/adoption/listings/{listingId}',
  tags: ['adoption'],
  summary:
    'One listing: its owner and the admin always, anyone else signed in unless it was removed',
  middleware: [requireAccess('read:adoption')] as const,
  request: { params: listingParams },
  responses: {
    200: jsonResponse(adoptionListingResponseSchema, 'The listing'),
    ...errorResponses(401, 403, 404),
  },
});

export const createListingRoute = createRoute({
  operationId: 'createListing',
  method: 'post',
  path: '/api/adoption/listings',
  tags: ['adoption'],
  summary: 'Post an adoption listing with 1 to 5 adoption_photo uploads (owner)',
  middleware: [requireAccess('write:adoption:own')] as const,
  request: { body: jsonBody(adoptionListingInputSchema) },
  responses: {
    201: jsonResponse(adoptionListingResponseSchema, 'The new listing'),
    ...errorResponses(401, 403, 422),
  },
});

export const updateListingRoute = createRoute({
  operationId: 'updateListing',
  method: 'put',
  path: '/api/adoption/listings/{listingId}',
  tags: ['adoption'],
  summary:
    "Replace an active listing's fields (its owner only: 403 for anyone else, 409 once not active)",
  middleware: [requireAccess('write:adoption:own')] as const,
  request: { params: listingParams, body: jsonBody(adoptionListingInputSchema) },
  responses: {
    200: jsonResponse(adoptionListingResponseSchema, 'The updated listing'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const deleteListingRoute = createRoute({
  operationId: 'deleteListing',
  method: 'delete',
  path: '/api/adoption/listings/{listingId}',
  tags: ['adoption'],
  summary: 'Delete an active listing with its photos (its owner only)',
  middleware: [requireAccess('write:adoption:own')] as const,
  request: { params: listingParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404, 409) },
});

export const markAdoptedRoute = createRoute({
  operationId: 'markAdopted',
  method: 'post',
  path: '/api/adoption/listings/{listingId}/adopted',
  tags: ['adoption'],
  summary: 'Mark an active listing adopted (its owner only)',
  middleware: [requireAccess('write:adoption:own')] as const,
  request: { params: listingParams },
  responses: {
    200: jsonResponse(adoptionListingResponseSchema, 'The adopted listing'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const removeListingRoute = createRoute({
  operationId: 'removeListing',
  method: 'post',
  path: '/api/admin/adoption/listings/{listingId}/remove',
  tags: ['adoption', 'admin'],
  summary:
    'Take a listing down (admin): it leaves the list; only its owner and admins still see it',
  middleware: [requireAccess('remove:adoption')] as const,
  request: { params: listingParams },
  responses: {
    200: jsonResponse(adoptionListingResponseSchema, 'The removed listing'),
    ...errorResponses(401, 403, 404, 409),
  },
});
