import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { usePriceSettings } from '../../../features/pricing/api/get-price-settings';
import { CommissionRatesSection, PriceBoundsSection, ServicePricesSection } from '../../../features/pricing/components/pricing-sections';

/** /admin/pricing: price bounds per role, default service prices, commission rates. */
const PricingScreen = () => {
  const { t } = useTranslation();
  const settings = usePriceSettings();
  return (
    <Page title={t('pricing:page.title')} description={t('pricing:page.description')} size="lg">
      {settings.isPending ? (
        <LoadingScreen label={t('common:dataTable.loading')} fullHeight={false} />
      ) : settings.isError ? (
        <ErrorAlert message={t('pricing:errors.loadFailed')} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="lg">
          <CommissionRatesSection rates={settings.data.commissionRates} />
          <PriceBoundsSection bounds={settings.data.bounds} />
          <ServicePricesSection services={settings.data.services} />
        </Stack>
      )}
    </Page>
  );
};

export default PricingScreen;
