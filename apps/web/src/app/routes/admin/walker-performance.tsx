import { Anchor } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { useProviderPerformance } from '../../../features/reports/api/get-provider-performance';
import { ProviderPerformanceDetailView } from '../../../features/reports/components/provider-performance-detail';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form';

/** A pet walker's performance (`/admin/pet-walkers/performance/{id}`). */
const WalkerPerformanceScreen = () => {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useProviderPerformance(id);
  const back = (
    <Anchor component={Link} to={buildPath('admin.petWalkersPerformance')} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {t('reports:detail.back')}
    </Anchor>
  );
  if (detail.isPending) return <LoadingScreen label={t('reports:detail.loading')} />;
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <Page size="md">
        {back}
        {notFound ? (
          <StatusMessage tone="error">{t('reports:detail.notFound')}</StatusMessage>
        ) : (
          <ErrorAlert
            message={t('reports:detail.error', { message: errorMessage(detail.error, t('common:errors.generic')) })}
            onRetry={() => void detail.refetch()}
          />
        )}
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
