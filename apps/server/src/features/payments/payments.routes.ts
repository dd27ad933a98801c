import { createRoute } from '@hono/zod-openapi';
import { isProviderRole } from '@patili/domain/access';
import {
  adminPaymentPageSchema,
  adminPaymentResponseSchema,
  bookingPaymentResponseSchema,
  paymentQueueQuerySchema,
  payoutAccountInputSchema,
  payOutInputSchema,
  payoutAccountSchema,
  receiptInputSchema,
  rejectPaymentInputSchema,
} from '@patili/domain/payments';
import { createMiddleware } from 'hono/factory';

import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/context.ts';
import { emptyJsonBody, errorResponses, idParam, jsonBody, jsonResponse, requireJsonBody } from '../../lib/openapi.ts';
import { currentUser, ON_A_BOOKING, requireAccess } from '../../lib/require-access.ts';

const bookingParams = idParam('bookingId', 'The booking id');
const paymentParams = idParam('paymentId', 'The payment id');

/** The admin holds role-listed permissions but is no provider: the payout account is a provider's own. */
const requireProvider = createMiddleware<AppEnv>(async (c, next) => {
  if (!isProviderRole(currentUser(c).role))
    throw new AppError('FORBIDDEN', { messageKey: 'payments:errors.notProvider' });
  await next();
});

// --- The owner's side ----------------------------------------------------------------------------

export const getBookingPaymentRoute = createRoute({
  operationId: 'getBookingPayment',
  method: 'get',
  path: '/api/payments/bookings/{bookingId}',
  tags: ['payments'],
  summary:
    "The payment of the caller's booking (null before the provider accepted) and the platform IBAN to transfer to (owner)",
  middleware: [requireAccess('read:payment:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams },
  responses: {
    200: jsonResponse(bookingPaymentResponseSchema, 'The payment and the platform IBAN'),
    ...errorResponses(401, 403, 404),
  },
});

export const submitReceiptRoute = createRoute({
  operationId: 'submitReceipt',
  method: 'post',
  path: '/api/payments/bookings/{bookingId}/receipt',
  tags: ['payments'],
  summary:
    'Send the bank receipt (an uploaded `payment_receipt` file) of the booking’s transfer; the admins are told (owner)',
  middleware: [requireAccess('pay:booking:own', ON_A_BOOKING)] as const,
  request: { params: bookingParams, body: jsonBody(receiptInputSchema) },
  responses: {
    200: jsonResponse(
      bookingPaymentResponseSchema,
      'The payment, now with its receipt under review',
    ),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

// --- The provider's payout account ---------------------------------------------------------------

export const getPayoutAccountRoute = createRoute({
  operationId: 'getPayoutAccount',
  method: 'get',
  path: '/api/payments/payout-account',
  tags: ['payments'],
  summary: "The caller's payout IBAN (sitter, veterinarian, pet walker, trainer)",
  middleware: [requireAccess('update:payout-account:own'), requireProvider] as const,
  responses: {
    200: jsonResponse(payoutAccountSchema, 'The IBAN, or null'),
    ...errorResponses(401, 403),
  },
});

export const savePayoutAccountRoute = createRoute({
  operationId: 'savePayoutAccount',
  method: 'put',
  path: '/api/payments/payout-account',
  tags: ['payments'],
  summary:
    "Set the caller's payout IBAN (a valid Turkish IBAN, stored in electronic form) with their current password; a replaced one is paid to a day later, and the caller is told (in-app and by e-mail)",
  middleware: [requireAccess('update:payout-account:own'), requireProvider] as const,
  request: { body: jsonBody(payoutAccountInputSchema) },
  responses: {
    200: jsonResponse(payoutAccountSchema, 'The saved IBAN'),
    ...errorResponses(401, 403, 422, 429),
  },
});

// --- The admin's finance queues ------------------------------------------------------------------

export const listPaymentQueueRoute = createRoute({
  operationId: 'listPaymentQueue',
  method: 'get',
  path: '/api/admin/payments',
  tags: ['payments'],
  summary:
    'A finance queue (receipts to check, payouts due, refunds due), oldest first, a page at a time (admin)',
  middleware: [requireAccess('read:payment:all')] as const,
  request: { query: paymentQueueQuerySchema },
  responses: {
    200: jsonResponse(adminPaymentPageSchema, 'A page of the queue and its total'),
    ...errorResponses(401, 403, 422),
  },
});

const ADMIN_ACTIONS = { confirm: 'confirmPayment', payout: 'payOutPayment', refund: 'refundPayment' } as const;

const adminAction = (action: keyof typeof ADMIN_ACTIONS, summary: string) =>
  createRoute({
    operationId: ADMIN_ACTIONS[action],
    method: 'post',
    path: `/api/admin/payments/{paymentId}/${action}`,
    tags: ['payments'],
    summary,
    middleware: [requireAccess('manage:payment'), requireJsonBody] as const,
    request: { params: paymentParams, body: emptyJsonBody },
    responses: {
      200: jsonResponse(adminPaymentResponseSchema, 'The payment as it now stands'),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  });

export const confirmPaymentRoute = adminAction(
  'confirm',
  'Confirm the owner’s payment whose receipt is under review; the owner is told (admin)',
);
export const payOutPaymentRoute = createRoute({
  operationId: ADMIN_ACTIONS.payout,
  method: 'post',
  path: '/api/admin/payments/{paymentId}/payout',
  tags: ['payments'],
  summary:
    'Mark the provider paid the net (or kept) amount of a confirmed payment to the IBAN the admin was shown: refused when it changed since, or was set less than a day ago; the provider is told (admin)',
  middleware: [requireAccess('manage:payment')] as const,
  request: { params: paymentParams, body: jsonBody(payOutInputSchema) },
  responses: {
    200: jsonResponse(adminPaymentResponseSchema, 'The payment as it now stands'),
    ...errorResponses(400, 401, 403, 404, 409, 422),
  },
});
export const refundPaymentRoute = adminAction(
  'refund',
  'Mark a due refund made; the owner is told (admin)',
);

export const rejectPaymentRoute = createRoute({
  operationId: 'rejectPayment',
  method: 'post',
  path: '/api/admin/payments/{paymentId}/reject',
  tags: ['payments'],
  summary:
    'Reject the receipt under review with a reason the owner reads; the owner may upload again (admin)',
  middleware: [requireAccess('manage:payment')] as const,
  request: { params: paymentParams, body: jsonBody(rejectPaymentInputSchema) },
  responses: {
    200: jsonResponse(adminPaymentResponseSchema, 'The payment as it now stands'),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});
