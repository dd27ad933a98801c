import { useTranslation } from 'react-i18next';

import { Page } from '../../../../components/layout/page';
import { OwnerBookings } from '../../../../features/bookings/components/owner-bookings';

/** My bookings (spec §2 /owner/bookings): every booking by status, with its breakdown and actions. */
const OwnerBookingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="md" title={t('bookings:list.title')} description={t('bookings:list.description')}>
      <OwnerBookings />
    </Page>
  );
};

export default OwnerBookingsScreen;
