import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { CommissionRulesTable, DefaultRatesCard } from '../../../features/pricing/components/commission-rules';

/** /admin/commissions, the commission overrides: the default rates and the override rules. */
const CommissionsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('pricing:rules.title')} description={t('pricing:rules.description')} size="xl">
      <Stack gap="lg">
        <DefaultRatesCard />
        <CommissionRulesTable />
      </Stack>
    </Page>
  );
};

export default CommissionsScreen;
