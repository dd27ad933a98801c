import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { AdminsCard, DefaultLocaleCard, IbanCard, ServiceTypesCard } from '../../../features/settings/components/settings-cards';

/** /admin/settings: the platform IBAN, the admins, the default language, the service types. */
const SettingsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('settings:page.title')} description={t('settings:page.description')} size="lg">
      <Stack gap="lg">
        <IbanCard />
        <AdminsCard />
        <DefaultLocaleCard />
        <ServiceTypesCard />
      </Stack>
    </Page>
  );
};

export default SettingsScreen;
