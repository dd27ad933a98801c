import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { ReportOverview } from '../../../features/reports/components/report-overview';

/** Reports: a period's bookings, money and new users, with CSV exports. */
const ReportsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="xl" title={t('reports:report.title')} description={t('reports:report.description')}>
      <ReportOverview />
    </Page>
  );
};

export default ReportsScreen;
