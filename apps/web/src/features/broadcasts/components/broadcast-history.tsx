import { Badge, Stack, Text, Title } from '@mantine/core';
import type { Broadcast, BroadcastStatus } from '@patili/domain/broadcasts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatIstanbulMoment, formatNumber } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useBroadcasts } from '../api/list-broadcasts';

const STATUS_COLORS: Record<BroadcastStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

/** The announcements sent, newest first, refreshing while one is being delivered. */
export const BroadcastHistory = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [page, setPage] = useState(1);
  const query = useBroadcasts(page);
  const columns: DataTableColumn<Broadcast>[] = [
    {
      key: 'title',
      header: t('broadcasts:history.columnTitle'),
      minWidth: 220,
      cell: (item) => (
        <Stack gap={2}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.message}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'audience',
      header: t('broadcasts:history.audience'),
      minWidth: 150,
      cell: (item) => <Text size="sm">{t(`broadcasts:audience.${item.audience}`)}</Text>,
    },
    {
      key: 'recipients',
      header: t('broadcasts:history.recipients'),
      align: 'right',
      minWidth: 110,
      cell: (item) => (
        <Text size="sm">
          {item.status === 'sent'
            ? formatNumber(item.deliveredCount, locale)
            : t('broadcasts:history.progress', {
                delivered: formatNumber(item.deliveredCount, locale),
                total: formatNumber(item.recipientCount, locale),
              })}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('broadcasts:history.status'),
      minWidth: 120,
      cell: (item) => (
        <Badge color={STATUS_COLORS[item.status]} variant="light" tt="none">
          {t(`broadcasts:status.${item.status}`)}
        </Badge>
      ),
    },
    {
      key: 'sentAt',
      header: t('broadcasts:history.sentAt'),
      minWidth: 150,
      cell: (item) => <Text size="sm">{formatIstanbulMoment(item.createdAt, locale)}</Text>,
    },
    {
      key: 'sentBy',
      header: t('broadcasts:history.sentBy'),
      minWidth: 140,
      cell: (item) => <Text size="sm">{item.adminName}</Text>,
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('broadcasts:history.title')}
      </Title>
      <DataTable
        label={t('broadcasts:history.label')}
        query={query}
        columns={columns}
        rowKey={(item) => item.id}
        page={page}
        onPageChange={setPage}
        minWidth={900}
        testId="broadcast-history"
      />
    </Stack>
  );
};
