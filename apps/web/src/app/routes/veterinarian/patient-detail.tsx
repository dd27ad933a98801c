import { Anchor, Group } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { Page } from '../../../components/layout/page';
import { PatientDetailView } from '../../../features/patients/components/patient-detail-view';

/** One patient (`/veterinarian/patients/:patientId`): the pet, appointments, vaccinations, visit records. */
const PatientDetailScreen = () => {
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  return (
    <Page size="md">
      <Group>
        <Anchor component={Link} to={buildPath('veterinarian.patients')} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {t('patients:detail.back')}
          </Group>
        </Anchor>
      </Group>
      <PatientDetailView petId={patientId} />
    </Page>
  );
};

export default PatientDetailScreen;
