import { Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { PET_PAGE_SIZE_MAX } from '@patili/domain/pets';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Page } from '../../../components/layout/page';
import { MatingForm } from '../../../features/mating/components/mating-form';
import { usePets } from '../../../features/pets/api/list-pets';

/** Create a mating listing for one of the owner's own pets; back to the list once saved. */
const MatingNewScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pets = usePets({ pageSize: PET_PAGE_SIZE_MAX });
  const toList = useCallback(() => void navigate(buildPath('mating')), [navigate]);

  return (
    <Page size="sm" title={t('mating:form.newTitle')} description={t('mating:form.newDescription')}>
      {pets.isPending ? (
        <LoadingScreen label={t('mating:form.loading')} fullHeight={false} />
      ) : pets.isError ? (
        <ErrorAlert message={t('mating:form.petsLoadFailed')} onRetry={() => void pets.refetch()} />
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <MatingForm pets={pets.data.items} onSaved={toList} onCancel={toList} />
        </Paper>
      )}
    </Page>
  );
};

export default MatingNewScreen;
