import { useTranslation } from 'react-i18next';

import { Page } from '../../../../components/layout/page';
import { ProviderRequests } from '../../../../features/bookings/components/provider-requests';

/**
 * Requests awaiting an answer: the sitter's requests, the vet's, walker's and
 * trainer's service requests, and the walker's second requests screen, all one screen.
 */
const ProviderRequestsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="md"
      title={t('bookings:requests.title')}
      description={t('bookings:requests.description')}
    >
      <ProviderRequests />
    </Page>
  );
};

export default ProviderRequestsScreen;
