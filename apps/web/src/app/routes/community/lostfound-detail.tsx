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
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';

/**
 * A report (`/lost-and-found/{reportId}`); an unknown id says 'Rapor bulunamadı.' and goes back to
 * the list.
 */
const LostFoundDetailScreen = () => {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  const state = useRecordState(report, {
    key: reportId,
    to: buildPath('lostfound'),
    afterMs: REPORT_NOT_FOUND_REDIRECT_MS,
  });

  if (state === 'loading') return <LoadingScreen label={t('lostfound:detail.loading')} />;
  if (state === 'not-found') {
    return (
      <PageRefusal message={t('lostfound:reportNotFound')} note={t('lostfound:form.redirecting')} />
    );
  }
  if (state === 'failed' || !report.data) {
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
