import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { VerificationQueue } from '../../../features/providers/components/verification-queue';

/** Provider verification: the documents providers sent, to approve or reject with a reason. */
const ProviderVerificationsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="xl"
      title={t('providers:verification.admin.title')}
      description={t('providers:verification.admin.description')}
    >
      <VerificationQueue />
    </Page>
  );
};

export default ProviderVerificationsScreen;
