import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Page } from '../../../../components/layout/page';
import { ProviderAppointments } from '../../../../features/bookings/components/provider-appointments';
import NotFoundScreen from '../../not-found';
import { providerKindOfPath } from './provider-kind';

/**
 * The sitter's reservations and the vet's, walker's and trainer's appointments: one
 * screen, with the tabs of the kind whose area it is opened in.
 */
const ProviderAppointmentsScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = providerKindOfPath(location.pathname);
  if (!kind) return <NotFoundScreen />;
  return (
    <Page
      size="md"
      title={t(`bookings:appointments.title.${kind}`)}
      description={t('bookings:appointments.description')}
    >
      <ProviderAppointments kind={kind} />
    </Page>
  );
};

export default ProviderAppointmentsScreen;
