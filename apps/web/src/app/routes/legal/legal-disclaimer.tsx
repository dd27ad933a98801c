import { Page } from '../../../components/layout/page';
import { DisclaimerAcceptance } from '../../../features/legal/components/disclaimer-acceptance';
import { LegalDocument } from '../../../features/legal/components/legal-document';

const LegalDisclaimerScreen = () => (
  <Page>
    <LegalDocument doc="disclaimer">
      <DisclaimerAcceptance />
    </LegalDocument>
  </Page>
);

export default LegalDisclaimerScreen;
