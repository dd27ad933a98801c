import { useTranslation } from 'react-i18next';

import { Page } from '../../../../components/layout/page';
import {
  OwnerBookings,
  type OwnerBookingSlots,
} from '../../../../features/bookings/components/owner-bookings';
import {
  BookingPaymentBadge,
  BookingPaymentPanel,
} from '../../../../features/payments/components/booking-payment-panel';
import { CancellationRefundNotice } from '../../../../features/payments/components/cancellation-refund-notice';

/** Each card's payment: the `payment_pending` badge, the transfer panel, what cancelling refunds. */
const PAYMENT_SLOTS: OwnerBookingSlots = {
  badges: (booking) => <BookingPaymentBadge booking={booking} />,
  panel: (booking) => <BookingPaymentPanel booking={booking} />,
  cancelNotice: (booking) => <CancellationRefundNotice booking={booking} />,
};

/** My bookings (`/owner/bookings`): every booking by status, with its breakdown, payment and actions. */
const OwnerBookingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="md" title={t('bookings:list.title')} description={t('bookings:list.description')}>
      <OwnerBookings slots={PAYMENT_SLOTS} />
    </Page>
  );
};

export default OwnerBookingsScreen;
