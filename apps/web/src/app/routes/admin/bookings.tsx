import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { AdminBookings } from '../../../features/bookings/components/admin-bookings';

/** Booking management. */
const AdminBookingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="xl" title={t('users:bookings.title')} description={t('users:bookings.intro')}>
      <AdminBookings />
    </Page>
  );
};

export default AdminBookingsScreen;
