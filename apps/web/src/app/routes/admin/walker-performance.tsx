import { Anchor } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { PERFORMANCE_NOT_FOUND_REDIRECT_MS } from '@patili/domain/reports';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { useProviderPerformance } from '../../../features/reports/api/get-provider-performance';
import { ProviderPerformanceDetailView } from '../../../features/reports/components/provider-performance-detail';
import { errorMessage } from '../../../lib/form';
import { useRecordState } from '../../../lib/use-record-state';

/**
 * A pet walker's performance (`/admin/pet-walkers/performance/{id}`); an unknown walker says so
 * and returns to the list.
 */
const WalkerPerformanceScreen = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useProviderPerformance(id);
  // An unknown walker says so and goes back to the walkers' performance list.
  const state = useRecordState(detail, {
    key: id,
    to: buildPath('admin.petWalkersPerformance'),
    afterMs: PERFORMANCE_NOT_FOUND_REDIRECT_MS,
  });
  const back = (
    <Anchor component={Link} to={buildPath('admin.petWalkersPerformance')} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {t('reports:detail.back')}
    </Anchor>
  );
  if (state === 'loading') return <LoadingScreen label={t('reports:detail.loading')} />;
  if (state === 'not-found') {
    return (
      <Page size="md">
        {back}
        <StatusMessage tone="error">{`${t('reports:detail.notFound')} ${t('reports:detail.redirecting')}`}</StatusMessage>
      </Page>
    );
  }
  if (state === 'failed' || !detail.data) {
    return (
      <Page size="md">
        {back}
        <ErrorAlert
          message={t('reports:detail.error', { message: errorMessage(detail.error, t('common:errors.generic')) })}
          onRetry={() => void detail.refetch()}
        />
      </Page>
    );
  }
  return (
    <Page size="xl">
      {back}
      <ProviderPerformanceDetailView detail={detail.data} />
    </Page>
  );
};

export default WalkerPerformanceScreen;
