import { Badge, Flex, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { formatCalendarDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { usePetVisits } from '../api/list-pet-visits';

/** Visit records per page on the owner's pet. */
const PAGE_SIZE = 5;

/**
 * The visit records vets wrote about one of the owner's pets, newest first, read-only: a panel
 * for the owner's pet screens (placed by a screen; the pets feature keeps its own components).
 * Loading, empty and error states included.
 */
export const PetVisitRecords = ({ petId }: { petId: string }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [page, setPage] = useState(1);
  const visits = usePetVisits(petId, page, PAGE_SIZE);

  if (visits.isPending) {
    return (
      <Group gap="xs" py="xs" role="status" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('patients:petVisits.loading')}
        </Text>
      </Group>
    );
  }
  if (visits.isError)
    return (
      <ErrorAlert message={t('patients:petVisits.error')} onRetry={() => void visits.refetch()} />
    );
  if (visits.data.total === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('patients:petVisits.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid={`visits-${petId}`}>
      {visits.data.items.map((visit) => (
        <Paper key={visit.id} withBorder radius="md" p="sm" component="article">
          {/* The date above the text on a phone, beside it from `sm` up, so the text keeps the width. */}
          <Flex
            direction={{ base: 'column', sm: 'row-reverse' }}
            justify="space-between"
            align="flex-start"
            gap="xs"
          >
            <Badge variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
              {formatCalendarDate(visit.visitDate, locale)}
            </Badge>
            <Group
              gap="xs"
              wrap="nowrap"
              align="flex-start"
              style={{ flex: '1 1 auto', minWidth: 0 }}
            >
              <IconStethoscope size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Stack gap={2} miw={0}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {visit.reason}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('patients:petVisits.byVet', { name: visit.vetName })}
                </Text>
                {[
                  [t('patients:detail.diagnosis'), visit.diagnosis],
                  [t('patients:detail.treatment'), visit.treatment],
                  [t('patients:detail.notes'), visit.notes],
                ].map(([label, value]) =>
                  value ? (
                    <Text
                      key={label}
                      size="xs"
                      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                    >
                      <Text span fw={600} size="xs">
                        {label}:
                      </Text>{' '}
                      {value}
                    </Text>
                  ) : null,
                )}
              </Stack>
            </Group>
          </Flex>
        </Paper>
      ))}
      <ListPagination
        label={t('patients:list.pagination')}
        total={visits.data.total}
        pageSize={PAGE_SIZE}
        page={page}
        onChange={setPage}
      />
    </Stack>
  );
};
