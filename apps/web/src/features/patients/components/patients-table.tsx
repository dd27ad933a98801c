import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { buildPath } from '@patili/domain/access';
import { PATIENT_PAGE_SIZE, PATIENT_SEARCH_MAX } from '@patili/domain/patients';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconPlus, IconSearch, IconStethoscope } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { formatCalendarDate } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { usePatients } from '../api/list-patients';
import { patientAge } from './format';
import { TableLoading, TablePagination } from './list-states';
import { ScrollTable } from '../../../components/layout/scroll-table';

/**
 * The vet's patient records: a table of the pets it
 * has a booking with, searched and paged on the server, most recently seen first. A row opens the
 * patient's page; the button above starts a new visit record.
 */
export const PatientsTable = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLocale();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const patients = usePatients({ q: query, page, pageSize: PATIENT_PAGE_SIZE });
  const detailPath = (petId: string) =>
    buildPath('veterinarian.patients.detail', { patientId: petId });

  const toolbar = (
    <Group justify="space-between" align="flex-end" gap="sm">
      <TextInput
        label={t('patients:list.searchLabel')}
        placeholder={t('patients:list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={PATIENT_SEARCH_MAX}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        style={{ flex: '1 1 260px' }}
        type="search"
      />
      <Button
        component={Link}
        to={buildPath('veterinarian.patients.new')}
        leftSection={<IconPlus size={16} />}
      >
        {t('patients:list.newRecord')}
      </Button>
    </Group>
  );

  let body;
  if (patients.isPending) body = <TableLoading label={t('patients:list.loading')} />;
  else if (patients.isError)
    body = (
      <ErrorAlert message={t('patients:errorFetching')} onRetry={() => void patients.refetch()} />
    );
  else if (patients.data.total === 0 && query === '')
    body = (
      <EmptyState
        icon={<IconStethoscope size={26} />}
        title={t('patients:list.emptyTitle')}
        body={t('patients:list.emptyBody')}
        testId="patients-empty"
      />
    );
  else if (patients.data.total === 0)
    body = (
      <Text c="dimmed" py="md" ta="center">
        {t('patients:list.noResults')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm" style={{ opacity: patients.isPlaceholderData ? 0.6 : 1 }}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('patients:list.total', { count: patients.data.total })}
        </Text>
        <ScrollTable minWidth={680}>
          <Table highlightOnHover verticalSpacing="sm" data-testid="patients-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('patients:list.columns.name')}</Table.Th>
                <Table.Th>{t('patients:list.columns.species')}</Table.Th>
                <Table.Th>{t('patients:list.columns.breed')}</Table.Th>
                <Table.Th>{t('patients:list.columns.age')}</Table.Th>
                <Table.Th>{t('patients:list.columns.owner')}</Table.Th>
                <Table.Th>{t('patients:list.columns.lastVisit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {patients.data.items.map((patient) => (
                <Table.Tr
                  key={patient.petId}
                  style={{ cursor: 'pointer' }}
                  onClick={() => void navigate(detailPath(patient.petId))}
                >
                  <Table.Td>
                    {/* The link is the row's keyboard and screen-reader way in; the click covers the row. */}
                    <Anchor
                      component={Link}
                      to={detailPath(patient.petId)}
                      fw={600}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {patient.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(speciesLabelKey(patient.species))}</Table.Td>
                  <Table.Td>{patient.breed ?? t('patients:list.unknown')}</Table.Td>
                  <Table.Td>{patientAge(t, patient.age)}</Table.Td>
                  <Table.Td>{patient.ownerName}</Table.Td>
                  <Table.Td>
                    {patient.lastVisit
                      ? formatCalendarDate(patient.lastVisit, locale)
                      : t('patients:list.noVisit')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <TablePagination total={patients.data.total} page={page} onChange={setPage} />
      </Stack>
    );

  return (
    <Stack gap="lg">
      {toolbar}
      {body}
    </Stack>
  );
};
