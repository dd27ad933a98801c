import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { ConsentList } from '../../../features/privacy/components/consent-list';
import { DataExportCard } from '../../../features/privacy/components/data-export-card';
import { PrivacyLinks } from '../../../features/privacy/components/privacy-links';

/**
 * "Gizlilik ve verilerim" (KVKK): the consents the user gives and takes back, a copy of their
 * data, and the legal texts with the way to account deletion.
 */
const PrivacyCentreScreen = () => {
  const { t } = useTranslation();
  return (
    <Page title={t('privacy:centre.title')} description={t('privacy:centre.description')}>
      <Stack gap="lg">
        <ConsentList />
        <DataExportCard />
        <PrivacyLinks />
      </Stack>
    </Page>
  );
};

export default PrivacyCentreScreen;
