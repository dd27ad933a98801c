import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { VetEmergencyRequests } from '../../../features/emergencies/components/vet-emergency-requests';

/**
 * The vet's emergency requests (`/veterinarian/emergency`): by status, each answered after a
 * confirmation.
 */
const EmergencyRequestsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="md"
      title={t('emergencies:vet.title')}
      description={t('emergencies:vet.description')}
    >
      <VetEmergencyRequests />
    </Page>
  );
};

export default EmergencyRequestsScreen;
