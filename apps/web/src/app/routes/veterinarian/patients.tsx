import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { PatientsTable } from '../../../features/patients/components/patients-table';

/** The vet's patient records (`/veterinarian/patients`): searchable, paged, a row opens the patient. */
const PatientsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="lg" title={t('patients:list.title')} description={t('patients:list.description')}>
      <PatientsTable />
    </Page>
  );
};

export default PatientsScreen;
