import { buildPath, isProviderRole } from '@patili/domain/access';
import { bookingNotificationScreen } from '@patili/domain/bookings';
import type { PaymentNotificationType } from '@patili/domain/payments';

import type { NewNotification } from '../../lib/notifications/notifications.ts';
import type { PaymentRow } from '../../lib/payments.ts';

/** Where each reader's notification leads: the admins to the finance page, the owner to their bookings. */
export const FINANCE_PATH = buildPath('admin.finance');
export const OWNER_BOOKINGS_PATH = buildPath('owner.bookings');

/** The provider's bookings screen of their kind (their completed bookings, where the payout belongs). */
export const providerBookingsPath = (kind: string): string =>
  buildPath(
    bookingNotificationScreen(
      { side: 'provider', kind: isProviderRole(kind) ? kind : 'sitter' },
      'booking_completed',
    ),
  );

/** One notification of a payment step to each of `to`. */
export const paymentNotices = ({
  type,
  to,
  payment,
  amountKurus,
  actorName = null,
  reason = null,
  iban = null,
  path,
}: {
  type: PaymentNotificationType;
  to: readonly string[];
  payment: PaymentRow;
  amountKurus: number;
  actorName?: string | null;
  reason?: string | null;
  iban?: string | null;
  path: string;
}): NewNotification[] =>
  to.map((userId) => ({
    userId,
    type,
    payload: {
      paymentId: payment.id,
      bookingId: payment.bookingId,
      reference: payment.reference,
      amountKurus,
      actorName,
      reason,
      iban,
    },
    path,
  }));
