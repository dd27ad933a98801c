import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { VACCINATION_PAGE_SIZE } from '@patili/domain/pets';
import { IconVaccine } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { formatCalendarDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
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
  const locale = currentLocale();
  return (
    <Stack gap="xs" data-testid={`vaccinations-${petId}`}>
      {items.map((record) => (
        <Paper key={record.id} withBorder radius="md" p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconVaccine size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {record.vaccineName}
                </Text>
                <Text size="xs" c="dimmed">
                  {record.vetName ?? t('pets:vaccinations.unknownVet')}
                </Text>
                {record.notes ? <Text size="xs">{record.notes}</Text> : null}
              </Stack>
            </Group>
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {formatCalendarDate(record.vaccinationDate, locale)}
            </Badge>
          </Group>
        </Paper>
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
