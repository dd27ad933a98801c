import { STORED_CANCELLED_STATUSES } from '@patili/domain/bookings';
import { PAYOUT_DUE_PAYMENT_STATUS } from '@patili/domain/reports';
import { and, gt, inArray, type SQL } from 'drizzle-orm';

import { booking, payment } from '../db/schema/index.ts';

/**
 * A payment whose booking was cancelled and whose settlement kept a payout for the provider, not
 * paid out yet: confirmed, or refunded its share first. It reads `booking`, so the query joins
 * the payment's booking. The finance page's payout queue and the reports' "payouts due" both
 * count these beside the completed bookings' payments.
 */
export const cancelledWithKeptPayout = (): SQL =>
  and(
    inArray(payment.status, [PAYOUT_DUE_PAYMENT_STATUS, 'refunded']),
    inArray(booking.status, [...STORED_CANCELLED_STATUSES]),
    gt(payment.payoutKurus, 0),
  )!;
