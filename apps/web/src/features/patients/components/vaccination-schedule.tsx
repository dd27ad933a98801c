import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { PATIENT_PAGE_SIZE } from '@patili/domain/patients';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconPlus, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { formatCalendarDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useVetVaccinations } from '../api/list-vet-vaccinations';
import { DueVaccinations } from './due-vaccinations';
import { AddVaccinationModal } from './form-modals';
import { TableLoading, TablePagination } from './list-states';
import { ScrollTable } from '../../../components/layout/scroll-table';

/**
 * The vet's vaccination schedule: every vaccination it recorded, newest
 * first, paged on the server, and an "add vaccination" flow that starts by choosing a patient.
 */
export const VaccinationSchedule = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const vaccinations = useVetVaccinations({ page, pageSize: PATIENT_PAGE_SIZE });

  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
      {t('patients:schedule.add')}
    </Button>
  );

  let body;
  if (vaccinations.isPending) body = <TableLoading label={t('patients:schedule.loading')} />;
  else if (vaccinations.isError)
    body = (
      <ErrorAlert
        message={t('patients:schedule.error')}
        onRetry={() => void vaccinations.refetch()}
      />
    );
  else if (vaccinations.data.total === 0)
    body = (
      <EmptyState
        icon={<IconStethoscope size={26} />}
        title={t('patients:schedule.emptyTitle')}
        body={t('patients:schedule.emptyBody')}
        testId="patients-empty"
      />
    );
  else
    body = (
      <Stack gap="sm" style={{ opacity: vaccinations.isPlaceholderData ? 0.6 : 1 }}>
        <ScrollTable minWidth={640}>
          <Table verticalSpacing="sm" data-testid="vaccination-schedule">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('patients:schedule.columns.date')}</Table.Th>
                <Table.Th>{t('patients:schedule.columns.vaccine')}</Table.Th>
                <Table.Th>{t('patients:schedule.columns.patient')}</Table.Th>
                <Table.Th>{t('patients:schedule.columns.owner')}</Table.Th>
                <Table.Th>{t('patients:schedule.columns.notes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vaccinations.data.items.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatCalendarDate(record.vaccinationDate, locale)}
                  </Table.Td>
                  <Table.Td fw={600}>{record.vaccineName}</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={buildPath('veterinarian.patients.detail', { patientId: record.petId })}
                    >
                      {record.petName}
                    </Anchor>
                    <Text span size="xs" c="dimmed">
                      {' · '}
                      {t(speciesLabelKey(record.species))}
                    </Text>
                  </Table.Td>
                  <Table.Td>{record.ownerName}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{record.notes ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <TablePagination total={vaccinations.data.total} page={page} onChange={setPage} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <DueVaccinations />
      <Group justify="flex-end">{addButton}</Group>
      {body}
      <AddVaccinationModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
};
