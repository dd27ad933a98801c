import { createRoute } from '@hono/zod-openapi';
import {
  matingListingActiveSchema,
  matingListingInputSchema,
  matingListingResponseSchema,
  matingListingUpdateSchema,
  matingListQuerySchema,
  matingListResponseSchema,
  myMatingListQuerySchema,
} from '@patili/domain/mating';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { requireAccess } from '../../lib/require-access.ts';

const listingParams = idParam('listingId', 'The mating listing id');

export const listMatingListingsRoute = createRoute({
  operationId: 'listMatingListings',
  method: 'get',
  path: '/api/mating/listings',
  tags: ['mating'],
  summary: 'Active mating listings, newest first, by species and city (anyone signed in)',
  middleware: [requireAccess('read:mating-listing')] as const,
  request: { query: matingListQuerySchema },
  responses: {
    200: jsonResponse(matingListResponseSchema, 'A page of listings and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const listMyMatingListingsRoute = createRoute({
  operationId: 'listMyMatingListings',
  method: 'get',
  path: '/api/mating/my-listings',
  tags: ['mating'],
  summary: "The caller's own listings, active and inactive, newest first (owner)",
  middleware: [requireAccess('write:mating-listing:own')] as const,
  request: { query: myMatingListQuerySchema },
  responses: {
    200: jsonResponse(matingListResponseSchema, 'A page of listings and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const getMatingListingRoute = createRoute({
  operationId: 'getMatingListing',
  method: 'get',
  path: '/api/mating/listings/{listingId}',
  tags: ['mating'],
  summary: 'One listing: an active one for anyone signed in, an inactive one for its owner',
  middleware: [requireAccess('read:mating-listing')] as const,
  request: { params: listingParams },
  responses: {
    200: jsonResponse(matingListingResponseSchema, 'The listing'),
    ...errorResponses(401, 403, 404),
  },
});

export const createMatingListingRoute = createRoute({
  operationId: 'createMatingListing',
  method: 'post',
  path: '/api/mating/listings',
  tags: ['mating'],
  summary: 'List one of the caller’s pets for mating (owner)',
  middleware: [requireAccess('write:mating-listing:own')] as const,
  request: { body: jsonBody(matingListingInputSchema) },
  responses: {
    201: jsonResponse(matingListingResponseSchema, 'The new listing'),
    ...errorResponses(401, 403, 422),
  },
});

export const updateMatingListingRoute = createRoute({
  operationId: 'updateMatingListing',
  method: 'put',
  path: '/api/mating/listings/{listingId}',
  tags: ['mating'],
  summary: "Replace one of the caller's listings; its pet stays (owner)",
  middleware: [requireAccess('write:mating-listing:own')] as const,
  request: { params: listingParams, body: jsonBody(matingListingUpdateSchema) },
  responses: {
    200: jsonResponse(matingListingResponseSchema, 'The updated listing'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const setMatingListingActiveRoute = createRoute({
  operationId: 'setMatingListingActive',
  method: 'put',
  path: '/api/mating/listings/{listingId}/active',
  tags: ['mating'],
  summary: "Put one of the caller's listings live or take it down (owner)",
  middleware: [requireAccess('write:mating-listing:own')] as const,
  request: { params: listingParams, body: jsonBody(matingListingActiveSchema) },
  responses: {
    200: jsonResponse(matingListingResponseSchema, 'The listing'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const deleteMatingListingRoute = createRoute({
  operationId: 'deleteMatingListing',
  method: 'delete',
  path: '/api/mating/listings/{listingId}',
  tags: ['mating'],
  summary: "Delete one of the caller's listings with its conversations (owner)",
  middleware: [requireAccess('write:mating-listing:own')] as const,
  request: { params: listingParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});
