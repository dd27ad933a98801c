import { Group, Loader, Stack, Text } from '@mantine/core';
import { VACCINATION_PAGE_SIZE } from '@patili/domain/pets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { VaccinationCard } from '../../../components/vaccinations/vaccination-card';
import { useVaccinations } from '../api/list-vaccinations';

/**
 * A pet's vaccination records, newest first, read-only: the veterinarian adds them.
 * Loading, empty and error states included.
 */
export const VaccinationList = ({ petId }: { petId: string }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const records = useVaccinations(petId, page);

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
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('pets:vaccinations.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid={`vaccinations-${petId}`}>
      {items.map((record) => (
        <VaccinationCard
          key={record.id}
          record={record}
          unknownVet={t('pets:vaccinations.unknownVet')}
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
    </Stack>
  );
};
