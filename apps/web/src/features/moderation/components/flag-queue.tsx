import { Badge, Button, Stack, Tabs, Text } from '@mantine/core';
import { FLAG_FILTERS, type FlagFilter, type FlaggedItem } from '@patili/domain/moderation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { StatusTabsList } from '../../../components/layout/status-tabs-list';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import type { FlaggedItemRef } from '../api/get-flagged-item';
import { useFlags } from '../api/list-flags';
import { FlagKindBadge, FlagStatusBadge, reasonLabel } from './flag-labels';
import { FlagReview } from './flag-review';

/**
 * The flagged-content queue: chat messages and forum
 * posts and replies people reported, one row per item, open first and newest first, filtered by
 * status; each row opens the review.
 */
export const FlagQueue = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [status, setStatus] = useState<FlagFilter>('open');
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<FlaggedItemRef | null>(null);
  const query = useFlags({ status, page });

  const columns: DataTableColumn<FlaggedItem>[] = [
    {
      key: 'kind',
      header: t('moderation:table.kind'),
      minWidth: 150,
      cell: (item) => <FlagKindBadge kind={item.kind} />,
    },
    {
      key: 'excerpt',
      header: t('moderation:table.excerpt'),
      minWidth: 220,
      cell: (item) => (
        <Text size="sm" lineClamp={2} maw={360} style={{ overflowWrap: 'anywhere' }}>
          {item.excerpt}
        </Text>
      ),
    },
    {
      key: 'author',
      header: t('moderation:table.author'),
      minWidth: 130,
      cell: (item) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{item.author?.name ?? t('moderation:review.deletedUser')}</Text>
          {item.author && !item.author.isActive ? (
            <Badge size="xs" color="red" variant="light" tt="none">
              {t('moderation:review.authorSuspended')}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'reporters',
      header: t('moderation:table.reporters'),
      align: 'right',
      minWidth: 90,
      cell: (item) => (
        <Text size="sm">{t('moderation:reporters', { count: item.reporterCount })}</Text>
      ),
    },
    {
      key: 'reason',
      header: t('moderation:table.reason'),
      minWidth: 120,
      cell: (item) => <Text size="sm">{reasonLabel(t, item.kind, item.reason)}</Text>,
    },
    {
      key: 'reportedAt',
      header: t('moderation:table.reportedAt'),
      minWidth: 130,
      cell: (item) => <Text size="sm">{formatIstanbulMoment(item.reportedAt, locale)}</Text>,
    },
    {
      key: 'status',
      header: t('moderation:table.status'),
      minWidth: 130,
      cell: (item) => <FlagStatusBadge status={item.status} />,
    },
    {
      key: 'actions',
      header: t('moderation:table.actions'),
      minWidth: 100,
      cell: (item) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setReviewing({ kind: item.kind, targetId: item.targetId })}
          aria-label={t('moderation:table.reviewLabel', {
            author: item.author?.name ?? t('moderation:review.deletedUser'),
          })}
          data-testid="flag-review"
        >
          {t('moderation:table.review')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Tabs
        value={status}
        onChange={(value) => {
          setStatus((value as FlagFilter | null) ?? 'open');
          setPage(1);
        }}
      >
        <StatusTabsList
          label={t('moderation:filter.label')}
          tabs={FLAG_FILTERS.map((value) => ({ value, label: t(`moderation:filter.${value}`) }))}
        />
      </Tabs>
      <DataTable
        label={t('moderation:table.label')}
        query={query}
        // The status column only when every status is listed: a tab of one status names it.
        columns={status === 'all' ? columns : columns.filter((column) => column.key !== 'status')}
        rowKey={(item) => `${item.kind}:${item.targetId}:${item.status}`}
        page={page}
        onPageChange={setPage}
        highlightRow={(item) => status === 'all' && item.status === 'open'}
        minWidth={status === 'all' ? 1060 : 940}
        testId="flag-queue"
      />
      <FlagReview
        key={reviewing ? `${reviewing.kind}:${reviewing.targetId}` : 'none'}
        item={reviewing}
        onClose={() => setReviewing(null)}
      />
    </Stack>
  );
};
