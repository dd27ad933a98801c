import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { VaccinationSchedule } from '../../../features/patients/components/vaccination-schedule';

/** The vaccination schedule (`/veterinarian/vaccinations`): what the vet recorded, and a new one. */
const VaccinationsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="lg"
      title={t('patients:schedule.title')}
      description={t('patients:schedule.description')}
    >
      <VaccinationSchedule />
    </Page>
  );
};

export default VaccinationsScreen;
