import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { buildPath } from '@patili/domain/access';
import { REPORT_ANIMAL_TYPES, REPORT_PAGE_SIZE, REPORT_SEARCH_MAX } from '@patili/domain/lostfound';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconPaw, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { PhoneFilters } from '../../../components/filters/phone-filters';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { useReports } from '../api/list-reports';
import { ReportCard } from './report-card';
import {
  oneOfParam,
  pageParam,
  textParam,
  useAddressState,
  type AddressChanges,
  type AddressStateOf,
} from '../../../lib/use-address-state';

const ADDRESS = {
  type: oneOfParam(['lost', 'found']),
  animal: oneOfParam(REPORT_ANIMAL_TYPES),
  q: textParam,
  page: pageParam(),
};

/**
 * The lost-and-found list: report type, animal type and free text (location, pet name,
 * breed) as filters kept in the address (`?type=&animal=&q=&page=`), so a filtered page can be
 * shared or reloaded; newest first, paged on the server.
 */
export const ReportBrowser = () => {
  const { t } = useTranslation();
  const [{ type, animal, q, page }, setAddress] = useAddressState(ADDRESS, { replace: true });

  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search, 350);

  /** Filter changes start again at page 1. */
  const update = (changes: AddressChanges<AddressStateOf<typeof ADDRESS>>, keepPage = false) => {
    setAddress(keepPage ? changes : { ...changes, page: 1 });
  };

  useEffect(() => {
    if (debounced.trim() !== q.trim()) update({ q: debounced.trim() });
    // Only a settled search changes the address; the update builds on the address's current state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const reports = useReports({ type, animal, q, page });
  const filtered = Boolean(type || animal || q);

  return (
    <Stack gap="md">
      <PhoneFilters activeCount={[type, animal, q].filter(Boolean).length}>
        <Paper
          withBorder
          radius="lg"
          p="md"
          component="section"
          aria-label={t('lostfound:list.filtersLabel')}
        >
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              aria-label={t('lostfound:list.typeLabel')}
              value={type ?? 'all'}
              onChange={(value) => update({ type: ADDRESS.type.parse(value) })}
              data={[
                { value: 'all', label: t('lostfound:list.allTypes') },
                { value: 'lost', label: t('lostfound:type.lost') },
                { value: 'found', label: t('lostfound:type.found') },
              ]}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label={t('lostfound:list.animalLabel')}
                value={animal ?? 'all'}
                allowDeselect={false}
                onChange={(value) => update({ animal: ADDRESS.animal.parse(value) })}
                data={[
                  { value: 'all', label: t('lostfound:list.allAnimals') },
                  ...REPORT_ANIMAL_TYPES.map((value) => ({
                    value,
                    label: t(speciesLabelKey(value)),
                  })),
                ]}
              />
              <TextInput
                label={t('lostfound:list.searchLabel')}
                placeholder={t('lostfound:list.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                maxLength={REPORT_SEARCH_MAX}
                onChange={(event) => setSearch(event.currentTarget.value)}
                type="search"
              />
            </SimpleGrid>
            {filtered ? (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => {
                    setSearch('');
                    setAddress({
                      type: undefined,
                      animal: undefined,
                      q: undefined,
                      page: undefined,
                    });
                  }}
                >
                  {t('lostfound:list.clearFilters')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      </PhoneFilters>

      {reports.isPending ? (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          aria-busy="true"
          aria-label={t('lostfound:list.loading')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={300} radius="lg" />
          ))}
        </SimpleGrid>
      ) : reports.isError ? (
        <ErrorAlert
          message={t('lostfound:errorFetchingData')}
          onRetry={() => void reports.refetch()}
        />
      ) : reports.data.items.length === 0 ? (
        <EmptyState
          icon={<IconPaw size={26} />}
          title={filtered ? undefined : t('lostfound:noLostFoundReportsYet')}
          body={filtered ? t('lostfound:list.emptyFiltered') : t('lostfound:list.emptyBody')}
          action={
            filtered ? undefined : (
              <Button component={Link} to={buildPath('lostfound.report')}>
                {t('lostfound:list.report')}
              </Button>
            )
          }
          testId="lostfound-empty"
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('lostfound:list.count', { count: reports.data.total })}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {reports.data.items.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </SimpleGrid>
          <ListPagination
            label={t('lostfound:list.pagination')}
            total={reports.data.total}
            pageSize={REPORT_PAGE_SIZE}
            page={page}
            onChange={(next) => update({ page: next }, true)}
          />
        </>
      )}
    </Stack>
  );
};
