import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { StatisticsOverview } from '../../../features/reports/components/statistics-overview';

/** Statistics: a period's activity over time, in charts and tables. */
const StatisticsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="xl" title={t('reports:statistics.title')} description={t('reports:statistics.description')}>
      <StatisticsOverview />
    </Page>
  );
};

export default StatisticsScreen;
