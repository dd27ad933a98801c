import { Anchor } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { REPORT_NOT_FOUND_REDIRECT_MS } from '@patili/domain/lostfound';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useReport } from '../../../features/lostfound/api/get-report';
import { ReportDetailView } from '../../../features/lostfound/components/report-detail';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

/**
 * A report (`/lost-and-found/{reportId}`); an unknown id says 'Rapor bulunamadı.' and goes back to
 * the list.
 */
const LostFoundDetailScreen = () => {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  const notFound = report.error instanceof ApiError && report.error.status === 404;
  useRedirectAfter(notFound, buildPath('lostfound'), REPORT_NOT_FOUND_REDIRECT_MS);

  if (report.isPending) return <LoadingScreen label={t('lostfound:detail.loading')} />;
  if (notFound) {
    return (
      <PageRefusal message={t('lostfound:reportNotFound')} note={t('lostfound:form.redirecting')} />
    );
  }
  if (report.isError) {
    return (
      <PageLoadError
        message={t('lostfound:errorFetchingData')}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return (
    <Page size="lg">
      <Anchor component={Link} to={buildPath('lostfound')} size="sm">
        <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden />{' '}
        {t('lostfound:detail.back')}
      </Anchor>
      <ReportDetailView detail={report.data} viewerId={viewer.id} />
    </Page>
  );
};

export default LostFoundDetailScreen;
