import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Page } from '../../../../components/layout/page';
import { AvailabilityCalendar } from '../../../../features/bookings/components/availability-calendar';
import NotFoundScreen from '../../not-found';
import { providerKindOfPath } from './provider-kind';

/**
 * The sitter's availability and the walker's calendar: one month calendar of the days
 * the provider is open or closed for new requests, titled for the area it is opened in.
 */
const AvailabilityScreen = () => {
  const { t } = useTranslation();
  const kind = providerKindOfPath(useLocation().pathname);
  if (kind !== 'sitter' && kind !== 'pet_walker') return <NotFoundScreen />;
  return (
    <Page
      size="sm"
      title={t(`bookings:calendar.title.${kind}`)}
      description={t('bookings:calendar.description')}
    >
      <AvailabilityCalendar />
    </Page>
  );
};

export default AvailabilityScreen;
