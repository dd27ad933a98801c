import { Skeleton, Stack, Text } from '@mantine/core';
import { EMERGENCY_PAGE_SIZE } from '@patili/domain/emergencies';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { SectionCard } from '../../../components/layout/section-card';
import { useEmergencies } from '../api/list-emergencies';
import { EmergencyCard } from './emergency-card';

/** Requests per page on the owner's panel: a short list, the rest paged on the server. */
const OWNER_PAGE_SIZE = Math.min(5, EMERGENCY_PAGE_SIZE);

/**
 * The owner's sent emergency requests with their status and the vet's note, newest first, paged
 * on the server: a panel for the owner's dashboard. Loading, empty and error states included.
 * `action` sits beside the heading (the screen's way to a vet who takes emergencies).
 */
export const OwnerEmergencyRequests = ({ action }: { action?: ReactNode }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useEmergencies({ page, pageSize: OWNER_PAGE_SIZE });

  let body;
  if (list.isPending)
    body = (
      <Stack gap="sm" role="status" aria-label={t('emergencies:owner.loading')}>
        <Skeleton h={96} radius="lg" />
        <Skeleton h={96} radius="lg" />
      </Stack>
    );
  else if (list.isError)
    body = (
      <ErrorAlert message={t('emergencies:errorFetching')} onRetry={() => void list.refetch()} />
    );
  else if (list.data.total === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('emergencies:owner.empty')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.items.map((request) => (
          <EmergencyCard key={request.id} request={request} compact />
        ))}
        <ListPagination
          label={t('emergencies:pagination')}
          size="sm"
          total={list.data.total}
          pageSize={OWNER_PAGE_SIZE}
          page={page}
          onChange={setPage}
        />
      </Stack>
    );

  return (
    <SectionCard
      title={t('emergencies:owner.title')}
      description={t('emergencies:owner.description')}
      action={action}
      headingId="owner-emergency-requests"
      data-testid="owner-emergency-requests"
    >
      {body}
    </SectionCard>
  );
};
