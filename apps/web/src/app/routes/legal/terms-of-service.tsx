import { Alert, Text } from '@mantine/core';
import { TERMS_LAST_UPDATED } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { LegalDocument } from '../../../features/legal/components/legal-document';

/** Terms of service, last updated 25 July 2024, with the adoption policy called out. */
const TermsOfServiceScreen = () => {
  const { t } = useTranslation();
  return (
    <Page>
      <LegalDocument doc="terms" lastUpdated={TERMS_LAST_UPDATED}>
        <Alert color="patili" variant="light" title={t('legal:adoptionPolicy.title')}>
          <Text size="sm">{t('legal:adoptionPolicy.body')}</Text>
        </Alert>
      </LegalDocument>
    </Page>
  );
};

export default TermsOfServiceScreen;
