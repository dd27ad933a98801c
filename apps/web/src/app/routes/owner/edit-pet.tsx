import { Grid, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import { PET_NOT_FOUND_REDIRECT_MS } from '@patili/domain/pets';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { SectionCard } from '../../../components/layout/section-card';
import { PetVisitRecords } from '../../../features/patients/components/pet-visit-records';
import { usePet } from '../../../features/pets/api/get-pet';
import { PetForm } from '../../../features/pets/components/pet-form';
import { VaccinationList } from '../../../features/pets/components/vaccination-list';
import { useRecordState } from '../../../lib/use-record-state';

/**
 * Edit a pet (`/owner/pets/edit/{petId}`) beside its vaccination records and the visit
 * records its vets wrote (both read-only: only a vet adds them). A pet that is not the owner's
 * (or does not exist) shows petNotFoundOrAccessDenied, then the pets list.
 */
const EditPetScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { petId = '' } = useParams();
  const pet = usePet(petId);
  const state = useRecordState(pet, {
    key: petId,
    to: buildPath('owner.pets'),
    afterMs: PET_NOT_FOUND_REDIRECT_MS,
    notFoundCodes: ['PET_NOT_FOUND_OR_ACCESS_DENIED'],
  });

  if (state === 'loading') return <LoadingScreen label={t('pets:form.loading')} />;
  if (state === 'not-found') {
    return (
      <Page size="sm">
        <StatusMessage tone="error">{t('pets:petNotFoundOrAccessDenied')}</StatusMessage>
        <Text c="dimmed" size="sm">
          {t('pets:form.redirecting')}
        </Text>
      </Page>
    );
  }
  if (state === 'failed' || !pet.data) {
    return (
      <Page size="sm">
        <ErrorAlert
          message={t('pets:errorFetchingPetDetails')}
          onRetry={() => void pet.refetch()}
        />
      </Page>
    );
  }

  const current = pet.data.pet;
  return (
    <Page
      size="lg"
      title={t('pets:form.editTitle')}
      description={t('pets:form.editDescription', { name: current.name })}
    >
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <PetForm
              pet={current}
              onSaved={(saved) => {
                notifications.show({
                  color: 'green',
                  message: t('pets:form.updated', { name: saved.name }),
                });
                void navigate(buildPath('owner.pets'));
              }}
              onCancel={() => void navigate(buildPath('owner.pets'))}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <SectionCard
              title={t('pets:vaccinations.title')}
              description={t('pets:vaccinations.description')}
              gap="sm"
            >
              <VaccinationList petId={current.id} petName={current.name} />
            </SectionCard>
            <SectionCard
              title={t('patients:petVisits.title')}
              description={t('patients:petVisits.description')}
              headingId="pet-visit-records"
              gap="sm"
            >
              <PetVisitRecords petId={current.id} />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Page>
  );
};

export default EditPetScreen;
