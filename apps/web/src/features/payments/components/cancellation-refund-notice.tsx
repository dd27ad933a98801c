import { Loader, Text } from '@mantine/core';
import {
  CANCELLATION_POLICY_TEXTS,
  settleCancellation,
  type BookingView,
} from '@patili/domain/bookings';
import { isRefundablePayment } from '@patili/domain/payments';
import { formatKurus } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { currentLocale } from '../../../lib/i18n';
import { useBookingPayment } from '../api/get-booking-payment';

type Booking = Pick<BookingView, 'id' | 'status' | 'startsAt' | 'price' | 'cancellationPolicy'>;

/**
 * What the owner's cancellation would cost, said in the confirmation before they cancel: nothing
 * before they have paid; after it, the refund the booking's policy gives now (all, a share, or
 * none), computed by the same rule the server settles with.
 */
export const CancellationRefundNotice = ({ booking }: { booking: Booking }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useBookingPayment(booking, { enabled: booking.status === 'confirmed' });
  if (booking.status === 'confirmed' && query.isPending) return <Loader size="xs" />;
  const payment = query.data?.payment ?? null;
  const paid = payment !== null && isRefundablePayment(payment.status);
  if (!paid) {
    return (
      <Text size="sm" data-testid="cancel-refund">
        {t('payments:cancelNotice.unpaid')}
      </Text>
    );
  }
  const { price } = booking;
  const settlement = settleCancellation({
    policy: booking.cancellationPolicy,
    amounts: {
      baseKurus: price.base,
      ownerCommissionKurus: price.ownerCommission,
      totalKurus: price.total,
      providerCommissionKurus: price.providerCommission,
      netPayableKurus: price.netPayable,
    },
    startsAt: new Date(booking.startsAt),
    at: new Date(),
    by: 'owner',
    paid,
  });
  const money = (kurus: number) => formatKurus(kurus, locale);
  const policy = t(CANCELLATION_POLICY_TEXTS[booking.cancellationPolicy].label);
  const text =
    settlement.refundPercent === 100
      ? t('payments:cancelNotice.full', { amount: money(settlement.refundKurus) })
      : settlement.refundPercent === 0
        ? t('payments:cancelNotice.none', { policy, amount: money(price.total) })
        : t('payments:cancelNotice.partial', {
            policy,
            percent: settlement.refundPercent,
            refund: money(settlement.refundKurus),
            kept: money(price.total - settlement.refundKurus),
          });
  return (
    <Text size="sm" fw={600} data-testid="cancel-refund">
      {text}
    </Text>
  );
};
