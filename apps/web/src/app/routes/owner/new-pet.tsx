import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Page } from '../../../components/layout/page';
import { PetForm } from '../../../features/pets/components/pet-form';

/** Add a pet (`/owner/pets/new`); back to the grid once saved. */
const NewPetScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page size="sm" title={t('pets:form.newTitle')} description={t('pets:form.newDescription')}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <PetForm
          onSaved={(pet) => {
            notifications.show({
              color: 'green',
              message: t('pets:form.created', { name: pet.name }),
            });
            void navigate(buildPath('owner.pets'));
          }}
          onCancel={() => void navigate(buildPath('owner.pets'))}
        />
      </Paper>
    </Page>
  );
};

export default NewPetScreen;
