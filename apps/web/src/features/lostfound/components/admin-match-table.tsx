import { Anchor, Badge, Button, Group, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import {
  MATCH_STATUSES,
  type AdminMatch,
  type MatchDecision,
  type MatchSide,
  type MatchStatus,
} from '@patili/domain/lostfound';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { StatusTabsList } from '../../../components/layout/status-tabs-list';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment, formatNumber } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useAdminMatches } from '../api/list-admin-matches';
import { useReviewMatch } from '../api/review-match';

const STATUS_COLORS: Record<MatchStatus, string> = {
  pending: 'orange',
  confirmed: 'teal',
  dismissed: 'gray',
};

/** A report of the pair: its name and district, opening the report in a new tab. */
const ReportLink = ({ side }: { side: MatchSide }) => {
  const { t } = useTranslation();
  const name = side.petName ?? t('lostfound:adminMatches.unnamed');
  return (
    <Stack gap={2}>
      <Anchor
        href={`#${buildPath('lostfound.detail', { reportId: side.id })}`}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        fw={600}
      >
        <Group gap={4} component="span" wrap="nowrap">
          {name}
          <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden>{t('lostfound:adminMatches.openInNewTab')}</VisuallyHidden>
        </Group>
      </Anchor>
      <Text size="xs" c="dimmed">
        {side.district} · {side.reporterName}
      </Text>
    </Stack>
  );
};

type Pending = { match: AdminMatch; decision: MatchDecision };

/**
 * The admin's lost-found matches: the stored pairs of a review status, best
 * first, each side opening in a new tab, with the score as a whole percent; a pending pair is
 * confirmed (both reporters are told) or dismissed after a confirmation.
 */
export const AdminMatchTable = () => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [status, setStatus] = useState<MatchStatus>('pending');
  const [page, setPage] = useState(1);
  const query = useAdminMatches({ status, page });
  const review = useReviewMatch();
  const [pending, setPending] = useState<Pending | null>(null);

  const nameOf = (side: MatchSide) => side.petName ?? t('lostfound:adminMatches.unnamed');
  const ask = (match: AdminMatch, decision: MatchDecision) => {
    review.reset();
    setPending({ match, decision });
  };
  const confirm = () => {
    if (!pending) return;
    const { match, decision } = pending;
    review.mutate(
      { lostReportId: match.lost.id, foundReportId: match.found.id, decision },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t(
              decision === 'confirm'
                ? 'lostfound:adminMatches.confirmedDone'
                : 'lostfound:adminMatches.dismissedDone',
            ),
          });
          setPending(null);
        },
      },
    );
  };

  const columns: DataTableColumn<AdminMatch>[] = [
    {
      key: 'lost',
      header: t('lostfound:adminMatches.table.lost'),
      minWidth: 180,
      cell: (match) => <ReportLink side={match.lost} />,
    },
    {
      key: 'found',
      header: t('lostfound:adminMatches.table.found'),
      minWidth: 180,
      cell: (match) => <ReportLink side={match.found} />,
    },
    {
      key: 'animal',
      header: t('lostfound:adminMatches.table.animal'),
      minWidth: 150,
      cell: (match) => (
        <Text size="sm">
          {t(speciesLabelKey(match.animalType))}
          {match.breed ? ` · ${match.breed}` : ''}
        </Text>
      ),
    },
    {
      key: 'score',
      header: t('lostfound:adminMatches.table.score'),
      align: 'right',
      minWidth: 90,
      cell: (match) => (
        <Text size="sm" fw={600}>
          {formatNumber(match.score / 100, locale, { style: 'percent', maximumFractionDigits: 0 })}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('lostfound:adminMatches.table.status'),
      minWidth: 150,
      cell: (match) => (
        <Stack gap={2} align="flex-start">
          <Badge color={STATUS_COLORS[match.status]} variant="light" tt="none">
            {t(`lostfound:adminMatches.status.${match.status}`)}
          </Badge>
          {match.reviewedAt ? (
            <Text size="xs" c="dimmed">
              {t('lostfound:adminMatches.reviewedBy', {
                name: match.reviewedByName ?? '—',
                date: formatIstanbulMoment(match.reviewedAt, locale),
              })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: t('lostfound:adminMatches.table.actions'),
      minWidth: 200,
      cell: (match) =>
        match.status === 'pending' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              color="teal"
              onClick={() => ask(match, 'confirm')}
              aria-label={t('lostfound:adminMatches.confirmLabel', {
                lost: nameOf(match.lost),
                found: nameOf(match.found),
              })}
              data-testid="match-confirm"
            >
              {t('lostfound:adminMatches.confirm')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => ask(match, 'dismiss')}
              aria-label={t('lostfound:adminMatches.dismissLabel', {
                lost: nameOf(match.lost),
                found: nameOf(match.found),
              })}
              data-testid="match-dismiss"
            >
              {t('lostfound:adminMatches.dismiss')}
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack gap="md">
      <Tabs
        value={status}
        onChange={(value) => {
          setStatus((value as MatchStatus | null) ?? 'pending');
          setPage(1);
        }}
      >
        <StatusTabsList
          label={t('lostfound:adminMatches.filter.label')}
          tabs={MATCH_STATUSES.map((value) => ({
            value,
            label: t(`lostfound:adminMatches.filter.${value}`),
          }))}
        />
      </Tabs>
      <DataTable
        label={t('lostfound:adminMatches.table.label')}
        query={query}
        columns={columns}
        rowKey={(match) => `${match.lost.id}:${match.found.id}`}
        page={page}
        onPageChange={setPage}
        minWidth={980}
        testId="match-table"
      />
      <ConfirmDialog
        opened={pending !== null}
        title={t(
          pending?.decision === 'dismiss'
            ? 'lostfound:adminMatches.dismissTitle'
            : 'lostfound:adminMatches.confirmTitle',
        )}
        body={t(
          pending?.decision === 'dismiss'
            ? 'lostfound:adminMatches.dismissBody'
            : 'lostfound:adminMatches.confirmBody',
        )}
        color={pending?.decision === 'dismiss' ? 'gray' : 'teal'}
        confirmLabel={t('lostfound:adminMatches.yes')}
        cancelLabel={t('lostfound:adminMatches.cancel')}
        pending={review.isPending}
        error={
          review.isError ? errorMessage(review.error, t('lostfound:adminMatches.failed')) : null
        }
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};
