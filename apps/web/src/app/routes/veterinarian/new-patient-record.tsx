import { Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Page } from '../../../components/layout/page';
import { PatientRecordForm } from '../../../features/patients/components/patient-record-form';

/**
 * A new visit record (`/veterinarian/patients/new`): choose a patient, then the visit; saved → the
 * patient's page.
 */
const NewPatientRecordScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page
      size="sm"
      title={t('patients:record.title')}
      description={t('patients:record.description')}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <PatientRecordForm
          onSaved={(record) =>
            void navigate(buildPath('veterinarian.patients.detail', { patientId: record.petId }))
          }
          onCancel={() => void navigate(buildPath('veterinarian.patients'))}
        />
      </Paper>
    </Page>
  );
};

export default NewPatientRecordScreen;
