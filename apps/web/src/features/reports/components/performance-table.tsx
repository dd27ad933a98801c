import { Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { buildPath } from '@patili/domain/access';
import {
  PERFORMANCE_SEARCH_MAX,
  PERFORMANCE_SORTS,
  type PerformancePageKind,
  type PerformanceSort,
  type ProviderPerformance,
} from '@patili/domain/reports';
import { formatKurus } from '@patili/domain/shared';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { DataTable, type DataTableColumn, type TableSort } from '../../../components/data-table/data-table';
import { usePerformance } from '../api/list-performance';
import {
  durationParts,
  formatAverageRating,
  formatCount,
  formatRate,
} from '../utils/report-format';
import { oneOfParam, pageParam, textParam, useAddressState } from '../../../lib/use-address-state';

const ADDRESS = {
  sort: oneOfParam(PERFORMANCE_SORTS),
  dir: oneOfParam(['asc', 'desc']),
  q: textParam,
  page: pageParam(),
};

/** A median response time in words (`25 dk`, `2 sa 5 dk`). */
export const useDuration = () => {
  const { t } = useTranslation();
  return (minutes: number | null): string => {
    if (minutes === null) return t('reports:performance.noValue');
    const parts = durationParts(minutes);
    switch (parts.unit) {
      case 'minutes':
        return t('reports:performance.duration.minutes', { value: parts.count });
      case 'hours':
        return t('reports:performance.duration.hours', { hours: parts.hours, minutes: parts.minutes });
      case 'days':
        return t('reports:performance.duration.days', { days: parts.days, hours: parts.hours });
    }
  };
};

/**
 * A performance page's table: one kind's providers with completed bookings, acceptance
 * and cancellation rates, rating, median response time and earnings; every column sorts on the
 * server; a name search; pages of 20. The sort, search and page live in the address
 * (`?sort=earnings&dir=desc&q=&page=2`). A pet walker's name opens their detail page.
 */
export const PerformanceTable = ({ kind }: { kind: PerformancePageKind }) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const duration = useDuration();
  const [address, update] = useAddressState(ADDRESS, { replace: true });
  const sort: TableSort<PerformanceSort> = {
    key: address.sort ?? 'completed',
    direction: address.dir === 'asc' ? 'asc' : 'desc',
  };
  const { q, page } = address;
  const [search, setSearch] = useState(q);
  const [debounced] = useDebouncedValue(search, 350);

  useEffect(() => {
    if (debounced.trim() !== q.trim()) update({ q: debounced.trim(), page: 1 });
    // Only a settled search changes the address; the update builds on the address's current state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const query = usePerformance({ kind, sort: sort.key, dir: sort.direction, q, page });
  const none = t('reports:performance.noValue');

  const columns: DataTableColumn<ProviderPerformance, PerformanceSort>[] = [
    {
      key: 'name',
      header: t('reports:performance.columns.name'),
      sortable: true,
      minWidth: 180,
      cell: (row) =>
        kind === 'pet_walker' ? (
          <Anchor
            component={Link}
            to={buildPath('admin.petWalkerPerformance', { id: row.providerId })}
            fw={600}
            aria-label={t('reports:performance.detailLink', { name: row.name })}
          >
            {row.name}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {row.name}
          </Text>
        ),
    },
    {
      key: 'completed',
      header: t('reports:performance.columns.completed'),
      sortable: true,
      align: 'right',
      minWidth: 130,
      cell: (row) => formatCount(row.completed, locale),
    },
    {
      key: 'acceptanceRate',
      header: t('reports:performance.columns.acceptanceRate'),
      sortable: true,
      align: 'right',
      minWidth: 130,
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatRate(row.acceptanceRate, locale) ?? none}</Text>
          <Text size="xs" c="dimmed">
            {t('reports:performance.rateOf', { part: formatCount(row.accepted, locale), whole: formatCount(row.answered, locale) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'cancellationRate',
      header: t('reports:performance.columns.cancellationRate'),
      sortable: true,
      align: 'right',
      minWidth: 130,
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatRate(row.cancellationRate, locale) ?? none}</Text>
          <Text size="xs" c="dimmed">
            {t('reports:performance.rateOf', { part: formatCount(row.cancelled, locale), whole: formatCount(row.bookings, locale) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'rating',
      header: t('reports:performance.columns.rating'),
      sortable: true,
      align: 'right',
      minWidth: 140,
      cell: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{formatAverageRating(row.ratingAverage, locale) ?? none}</Text>
          <Text size="xs" c="dimmed">
            {t('reports:performance.ratingCount', { value: formatCount(row.ratingCount, locale) })}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'responseTime',
      header: t('reports:performance.columns.responseTime'),
      sortable: true,
      align: 'right',
      minWidth: 150,
      cell: (row) => duration(row.medianResponseMinutes),
    },
    {
      key: 'earnings',
      header: t('reports:performance.columns.earnings'),
      sortable: true,
      align: 'right',
      minWidth: 130,
      cell: (row) => <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{formatKurus(row.earningsKurus, locale)}</Text>,
    },
  ];

  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="md">
        <TextInput
          label={t('reports:performance.searchLabel')}
          placeholder={t('reports:performance.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          maxLength={PERFORMANCE_SEARCH_MAX}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          maw={420}
          data-testid="performance-search"
        />
      </Paper>
      <DataTable
        label={t('reports:performance.tableLabel')}
        query={query}
        columns={columns}
        rowKey={(row) => row.providerId}
        page={page}
        onPageChange={(next) => update({ page: next })}
        sort={sort}
        onSortChange={(next) => update({ sort: next.key, dir: next.direction, page: 1 })}
        minWidth={1020}
        testId="performance-table"
      />
      <Text size="xs" c="dimmed">
        {t('reports:performance.definitions')}
      </Text>
    </Stack>
  );
};
