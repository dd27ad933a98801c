import { useTranslation } from 'react-i18next';

import { Page } from '../../../../components/layout/page';
import { ProviderAppointmentList } from '../../../../features/bookings/components/provider-appointments';

/**
 * The veterinarian's cancelled appointments: the appointments' cancelled list on its own,
 * each card saying who cancelled and why.
 */
const CancelledAppointmentsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="md"
      title={t('bookings:cancelledAppointments.title')}
      description={t('bookings:cancelledAppointments.description')}
    >
      <ProviderAppointmentList tab="cancelled" />
    </Page>
  );
};

export default CancelledAppointmentsScreen;
