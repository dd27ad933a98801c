import { Page } from '../../../components/layout/page';
import { LegalDocument } from '../../../features/legal/components/legal-document';

const PrivacyPolicyScreen = () => (
  <Page>
    <LegalDocument doc="privacy" />
  </Page>
);

export default PrivacyPolicyScreen;
