import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { VACCINATION_PAGE_SIZE } from '@patili/domain/pets';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { VaccinationCard } from '../../../components/vaccinations/vaccination-card';
import { useVaccinations } from '../api/list-vaccinations';
import { OwnVaccinationModal } from './own-vaccination-form';

/**
 * A pet's vaccination records, newest first: those its vets recorded and those the owner added
 * (a dose given elsewhere, through "Aşı kaydı ekle"). Loading, empty and error states included.
 */
export const VaccinationList = ({ petId, petName }: { petId: string; petName: string }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const records = useVaccinations(petId, page);
  const withAdd = (content: ReactNode) => (
    <Stack gap="xs">
      {content}
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconPlus size={14} />}
        onClick={() => setAdding(true)}
        aria-label={t('pets:vaccinations.own.addLabel', { name: petName })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('pets:vaccinations.own.add')}
      </Button>
      <OwnVaccinationModal petId={petId} petName={petName} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );

  if (records.isPending) {
    return (
      <Group gap="xs" py="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('pets:vaccinations.loading')}
        </Text>
      </Group>
    );
  }
  if (records.isError) {
    return (
      <ErrorAlert message={t('pets:vaccinations.error')} onRetry={() => void records.refetch()} />
    );
  }
  const { items, total } = records.data;
  if (total === 0) {
    return withAdd(
      <Text size="sm" c="dimmed" py="xs">
        {t('pets:vaccinations.empty')}
      </Text>,
    );
  }
  return withAdd(
    <Stack gap="xs" data-testid={`vaccinations-${petId}`}>
      {items.map((record) => (
        <VaccinationCard
          key={record.id}
          record={record}
          unknownVet={t('pets:vaccinations.unknownVet')}
          byOwner={t('pets:vaccinations.own.recordedByOwner')}
        />
      ))}
      <ListPagination
        label={t('pets:pagination.label')}
        size="sm"
        total={total}
        pageSize={VACCINATION_PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>,
  );
};
