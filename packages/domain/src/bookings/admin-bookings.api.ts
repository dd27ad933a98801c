import { z } from 'zod';

import { PROVIDER_ROLES } from '../access/roles.ts';
import { msg } from '../i18n/translate.ts';
import { pageSchemaOf } from '../shared/pagination.ts';
import {
  adminDayFilterSchema,
  adminFilterOf,
  adminPageQuerySchema,
  adminSearchSchema,
} from '../users/users.schemas.ts';
import { BOOKING_STATUSES } from './booking-machine.ts';
import { bookingPriceSchema } from './bookings.api.ts';

/**
 * The back office's bookings: every
 * booking, newest first, searched by owner, provider or id, filtered by status, kind and the
 * Istanbul days of its start, with a details modal (price breakdown, status times, payment).
 */

/**
 * `GET /api/admin/bookings?…`. `from`/`to` are Istanbul calendar days of the booking's start:
 * `from` counts from 00:00:00, `to` up to 23:59:59 Istanbul time.
 */
export const adminBookingListQuerySchema = z
  .object({
    q: adminSearchSchema,
    status: adminFilterOf(BOOKING_STATUSES),
    kind: adminFilterOf(PROVIDER_ROLES),
    from: adminDayFilterSchema,
    to: adminDayFilterSchema,
    ...adminPageQuerySchema.shape,
  })
  .refine((query) => query.from === null || query.to === null || query.from <= query.to, {
    path: ['to'],
    error: msg('users:errors.dateRangeOrder'),
  });
export type AdminBookingListQuery = z.input<typeof adminBookingListQuerySchema>;

const partySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** The payment's state as the list and the modal show it (`payment` table; null before acceptance). */
export const adminBookingPaymentSchema = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  payout: z.number().int(),
  receiptUploadedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  paidOutAt: z.string().nullable(),
  refundDueAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBookingPayment = z.infer<typeof adminBookingPaymentSchema>;

/** One row of the admin's booking table. */
export const adminBookingSchema = z.object({
  id: z.string(),
  owner: partySchema,
  provider: partySchema,
  kind: z.enum(PROVIDER_ROLES),
  serviceType: z.string(),
  status: z.enum(BOOKING_STATUSES),
  startsAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  hours: z.number().int().nullable(),
  total: z.number().int(),
  paymentStatus: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingPageSchema = pageSchemaOf(adminBookingSchema);
export type AdminBookingPage = z.infer<typeof adminBookingPageSchema>;

/** `GET /api/admin/bookings/{bookingId}`: the row, its full price, status times and payment. */
export const adminBookingDetailSchema = z.object({
  booking: adminBookingSchema.extend({
    petName: z.string().nullable(),
    notes: z.string().nullable(),
    price: bookingPriceSchema,
    answeredAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancellation: z
      .object({ by: z.string().nullable(), reason: z.string().nullable(), note: z.string().nullable() })
      .nullable(),
    payment: adminBookingPaymentSchema.nullable(),
  }),
});
export type AdminBookingDetail = z.infer<typeof adminBookingDetailSchema>;
