import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { SecurityAlert, SecurityAlertPage } from '@patili/domain/security';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatIstanbulMoment, formatNumber } from '../../../lib/format';
import { AlertStatusBadge, SeverityBadge } from './alert-badges';

/**
 * The alert list (searchable, at most 60% of the viewport tall): the
 * type with the time first raised (Istanbul), severity as a coloured badge, status, source,
 * description and a details button. A new alert (not yet looked at) is highlighted. The rows scroll inside the
 * table past 60% of the screen's height; on a phone the table also scrolls sideways.
 */
export const AlertList = ({
  query,
  page,
  onPageChange,
  onOpen,
}: {
  query: UseQueryResult<SecurityAlertPage>;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (alertId: string) => void;
}) => {
  const { t, i18n } = useTranslation();
  const columns: DataTableColumn<SecurityAlert>[] = [
    {
      key: 'alert',
      header: t('security:page.list.columns.alert'),
      minWidth: 190,
      cell: (alert) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t(`security:types.${alert.type}`)}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={alert.createdAt}>
            {formatIstanbulMoment(alert.createdAt, i18n.language)}
          </Text>
          {alert.occurrences > 1 ? (
            <Text size="xs" c="dimmed">
              {t('security:page.list.occurrences', { count: alert.occurrences, formatted: formatNumber(alert.occurrences, i18n.language) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'severity',
      header: t('security:page.list.columns.severity'),
      minWidth: 95,
      cell: (alert) => <SeverityBadge severity={alert.severity} />,
    },
    {
      key: 'status',
      header: t('security:page.list.columns.status'),
      minWidth: 135,
      cell: (alert) => (
        <>
          <AlertStatusBadge status={alert.status} />
          {alert.status === 'new' ? <VisuallyHidden>{t('security:page.list.newAlert')}</VisuallyHidden> : null}
        </>
      ),
    },
    {
      key: 'source',
      header: t('security:page.list.columns.source'),
      minWidth: 140,
      cell: (alert) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="security-alert-source">
          {alert.source}
        </Text>
      ),
    },
    {
      key: 'description',
      header: t('security:page.list.columns.description'),
      minWidth: 230,
      cell: (alert) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {alert.description}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('security:page.list.columns.actions'),
      align: 'right',
      minWidth: 110,
      cell: (alert) => (
        <Group justify="flex-end">
          <Button
            size="xs"
            variant="light"
            onClick={() => onOpen(alert.id)}
            aria-label={t('security:page.list.detailsOf', {
              type: t(`security:types.${alert.type}`),
              source: alert.source,
            })}
          >
            {t('security:page.list.details')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label={t('security:page.list.label')}
      query={query}
      columns={columns}
      rowKey={(alert) => alert.id}
      page={page}
      onPageChange={onPageChange}
      highlightRow={(alert) => alert.status === 'new'}
      minWidth={900}
      maxHeight="60vh"
      testId="security-alerts-table"
    />
  );
};
