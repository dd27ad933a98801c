import { Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { REPORT_NOT_FOUND_REDIRECT_MS } from '@patili/domain/lostfound';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useReport } from '../../../features/lostfound/api/get-report';
import { ReportForm } from '../../../features/lostfound/components/report-form';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

/**
 * Edit a report (`/lost-and-found/edit/{reportId}`); only its reporter (the server checks it
 * too). An unknown report shows 'Rapor bulunamadı.' and goes back to the list; someone else's
 * report says only the reporter edits and opens the report.
 */
const LostFoundEditScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const { reportId = '' } = useParams();
  const report = useReport(reportId);
  const state = useRecordState(report, {
    key: reportId,
    to: buildPath('lostfound'),
    afterMs: REPORT_NOT_FOUND_REDIRECT_MS,
  });
  const notFound = state === 'not-found';
  const notReporter =
    !notFound && report.data !== undefined && report.data.report.reporterUserId !== viewer.id;
  useRedirectAfter(
    notReporter,
    buildPath('lostfound.detail', { reportId }),
    REPORT_NOT_FOUND_REDIRECT_MS,
  );

  if (state === 'loading') return <LoadingScreen label={t('lostfound:form.loading')} />;
  if (notFound || notReporter) {
    return (
      <PageRefusal
        message={notFound ? t('lostfound:reportNotFound') : t('lostfound:form.notReporter')}
        note={notFound ? t('lostfound:form.redirecting') : undefined}
      />
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
  const current = report.data.report;
  return (
    <Page
      size="md"
      title={t('lostfound:form.editTitle')}
      description={t('lostfound:form.editDescription')}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ReportForm
          report={current}
          onCancel={() => void navigate(buildPath('lostfound.detail', { reportId: current.id }))}
        />
      </Paper>
    </Page>
  );
};

export default LostFoundEditScreen;
