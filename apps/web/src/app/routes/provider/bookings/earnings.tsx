import { useTranslation } from 'react-i18next';

import { Page } from '../../../../components/layout/page';
import { ProviderEarnings } from '../../../../features/bookings/components/provider-earnings';

/** The walker's earnings: completed bookings with base, commission and net, and the totals. */
const EarningsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="lg"
      title={t('bookings:earnings.title')}
      description={t('bookings:earnings.description')}
    >
      <ProviderEarnings />
    </Page>
  );
};

export default EarningsScreen;
