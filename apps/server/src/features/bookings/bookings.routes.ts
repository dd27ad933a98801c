import { createRoute } from '@hono/zod-openapi';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingPageQuerySchema,
  bookingResponseSchema,
  bookingAlternativesResponseSchema,
  cancelBookingInputSchema,
  createBookingInputSchema,
  earningsResponseSchema,
  quoteBookingQuerySchema,
  quoteBookingResponseSchema,
  rejectBookingInputSchema,
  reviewInputSchema,
  reviewResponseSchema,
  todayWalksResponseSchema,
  updateAvailabilityInputSchema,
} from '@patili/domain/bookings';

import { errorResponses, idParam, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { ON_A_BOOKING, requireAccess } from '../../lib/require-access.ts';

const bookingParams = idParam('bookingId', 'The booking id');

export const quoteBookingRoute = createRoute({
  operationId: 'quoteBooking',
  method: 'get',
  path: '/api/bookings/quote',
  tags: ['bookings'],
  summary:
    "The server's price breakdown of a booking with a provider, in kuruş (owner); 422 with the kind's message when the price cannot be booked",
  middleware: [requireAccess('create:booking:own')] as const,
  request: { query: quoteBookingQuerySchema },
  responses: {
    200: jsonResponse(quoteBookingResponseSchema, 'The quote'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const createBookingRoute = createRoute({
  operationId: 'createBooking',
  method: 'post',
  path: '/api/bookings',
  tags: ['bookings'],
  summary:
    'Book a sitter, veterinarian, pet walker or trainer for a pet (owner); the booking starts pending with the quote stored',
  middleware: [requireAccess('create:booking:own')] as const,
  request: { body: jsonBody(createBookingInputSchema) },
  responses: {
    201: jsonResponse(bookingResponseSchema, 'The new booking'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const listBookingsRoute = createRoute({
  operationId: 'listBookings',
  method: 'get',
  path: '/api/bookings',
  tags: ['bookings'],
  summary:
    "One page of the caller's bookings as owner or provider, all statuses or those named (status=pending,requested or repeated), newest first",
  middleware: [requireAccess('read:booking:own')] as const,
  request: { query: bookingListQuerySchema },
  responses: {
    200: jsonResponse(bookingListResponseSchema, 'A page of bookings and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const getAvailabilityRoute = createRoute({
  operationId: 'getAvailability',
  method: 'get',
  path: '/api/bookings/availability',
  tags: ['bookings'],
  summary:
    "A provider's unavailable days in a range: the caller's own (provider), or a provider's they may book (providerId)",
  middleware: [requireAccess('read:availability')] as const,
  request: { query: availabilityQuerySchema },
  responses: {
    200: jsonResponse(availabilityResponseSchema, 'The unavailable days'),
    ...errorResponses(401, 403, 404, 422),
  },
});

export const updateAvailabilityRoute = createRoute({
  operationId: 'updateAvailability',
  method: 'put',
  path: '/api/bookings/availability',
  tags: ['bookings'],
  summary:
    "Set the caller's unavailable days in a range (provider): days of the range not listed become available",
  middleware: [requireAccess('update:availability:own')] as const,
  request: { body: jsonBody(updateAvailabilityInputSchema) },
  responses: {
    200: jsonResponse(availabilityResponseSchema, 'The unavailable days now'),
    ...errorResponses(401, 403, 422),
  },
});

export const getBookingRoute = createRoute({
  operationId: 'getBooking',
  method: 'get',
  path: '/api/bookings/{bookingId}',
  tags: ['bookings'],
  summary: 'One booking, for its owner or its provider only (anyone else gets 404)',
  middleware: [requireAccess('read:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The booking'),
    ...errorResponses(401, 403, 404),
  },
});

export const acceptBookingRoute = createRoute({
  operationId: 'acceptBooking',
  method: 'post',
  path: '/api/bookings/{bookingId}/accept',
  tags: ['bookings'],
  summary:
    'Accept a request (its provider): 409 when it is no longer pending, has expired, overlaps a confirmed booking or takes an unavailable day',
  middleware: [requireAccess('answer:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The confirmed booking'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const rejectBookingRoute = createRoute({
  operationId: 'rejectBooking',
  method: 'post',
  path: '/api/bookings/{bookingId}/reject',
  tags: ['bookings'],
  summary:
    'Decline a request with an optional note (its provider); it becomes cancelled, reason rejected',
  middleware: [requireAccess('answer:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, body: jsonBody(rejectBookingInputSchema) },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The cancelled booking'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const cancelBookingRoute = createRoute({
  operationId: 'cancelBooking',
  method: 'post',
  path: '/api/bookings/{bookingId}/cancel',
  tags: ['bookings'],
  summary: 'Cancel a pending, requested or confirmed booking with an optional note (its owner)',
  middleware: [requireAccess('cancel:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, body: jsonBody(cancelBookingInputSchema) },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The cancelled booking'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const providerCancelBookingRoute = createRoute({
  operationId: 'providerCancelBooking',
  method: 'post',
  path: '/api/bookings/{bookingId}/provider-cancel',
  tags: ['bookings'],
  summary:
    'Cancel a confirmed booking before its start with an optional note (its provider): the owner is refunded in full and told of similar free providers',
  middleware: [requireAccess('answer:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, body: jsonBody(cancelBookingInputSchema) },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The cancelled booking'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const bookingAlternativesRoute = createRoute({
  operationId: 'getBookingAlternatives',
  method: 'get',
  path: '/api/bookings/{bookingId}/alternatives',
  tags: ['bookings'],
  summary:
    'Similar providers free at the time of a booking its provider cancelled (its owner); empty for any other booking',
  middleware: [requireAccess('cancel:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(bookingAlternativesResponseSchema, 'Up to three providers'),
    ...errorResponses(401, 403, 404),
  },
});

export const completeBookingRoute = createRoute({
  operationId: 'completeBooking',
  method: 'post',
  path: '/api/bookings/{bookingId}/complete',
  tags: ['bookings'],
  summary: 'Mark a confirmed booking completed once it has started (its provider)',
  middleware: [requireAccess('answer:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The completed booking'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const createReviewRoute = createRoute({
  operationId: 'createReview',
  method: 'post',
  path: '/api/bookings/{bookingId}/reviews',
  tags: ['bookings'],
  summary:
    'Review the other side of a completed booking, 1–5 with an optional comment, once (its owner or provider)',
  middleware: [requireAccess('create:review:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, body: jsonBody(reviewInputSchema) },
  responses: {
    201: jsonResponse(reviewResponseSchema, 'The review'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export const listTodayWalksRoute = createRoute({
  operationId: 'listTodayWalks',
  method: 'get',
  path: '/api/bookings/walks/today',
  tags: ['bookings'],
  summary:
    "The walker's walks starting today in Istanbul, in start order: confirmed ones and those finished today",
  middleware: [requireAccess('record:walk:own')] as const,
  responses: {
    200: jsonResponse(todayWalksResponseSchema, "Today's walks"),
    ...errorResponses(401, 403),
  },
});

export const listWalkHistoryRoute = createRoute({
  operationId: 'listWalkHistory',
  method: 'get',
  path: '/api/bookings/walks',
  tags: ['bookings'],
  summary:
    "One page of the walker's completed walks with their recorded start and finish, the latest first",
  middleware: [requireAccess('record:walk:own')] as const,
  request: { query: bookingPageQuerySchema },
  responses: {
    200: jsonResponse(bookingListResponseSchema, 'A page of completed walks and the total'),
    ...errorResponses(401, 403, 422),
  },
});

export const startWalkRoute = createRoute({
  operationId: 'startWalk',
  method: 'post',
  path: '/api/bookings/{bookingId}/walk/start',
  tags: ['bookings'],
  summary:
    'Record the start of a confirmed walk (its walker): from 30 minutes before its time, within its Istanbul day; a second start is a 409',
  middleware: [requireAccess('record:walk:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The walk, started'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const finishWalkRoute = createRoute({
  operationId: 'finishWalk',
  method: 'post',
  path: '/api/bookings/{bookingId}/walk/finish',
  tags: ['bookings'],
  summary:
    'Record the finish of a started walk and complete the booking (its walker); the owner is told; a second finish is a 409',
  middleware: [requireAccess('record:walk:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(bookingResponseSchema, 'The walk, finished and completed'),
    ...errorResponses(401, 403, 404, 409),
  },
});

export const getEarningsRoute = createRoute({
  operationId: 'getEarnings',
  method: 'get',
  path: '/api/bookings/earnings',
  tags: ['bookings'],
  summary:
    "One page of the provider's completed bookings with base, commission and net, and the sums over all of them and this Istanbul week, in kuruş",
  middleware: [requireAccess('read:earnings:own')] as const,
  request: { query: bookingPageQuerySchema },
  responses: {
    200: jsonResponse(earningsResponseSchema, 'A page of earnings with the totals'),
    ...errorResponses(401, 403, 422),
  },
});
