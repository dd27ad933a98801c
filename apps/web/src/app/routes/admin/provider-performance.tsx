import { matchRoute } from '@patili/domain/access';
import { kindOfPerformanceRoute } from '@patili/domain/reports';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

import { Page } from '../../../components/layout/page';
import { PerformanceTable } from '../../../features/reports/components/performance-table';
import NotFoundScreen from '../not-found';

/**
 * The sitter, veterinarian and pet walker performance pages: one screen for
 * the three, which reads its kind from its route.
 */
const ProviderPerformanceScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = kindOfPerformanceRoute(matchRoute(location.pathname)?.route.id ?? '');
  if (!kind) return <NotFoundScreen />;
  return (
    <Page size="xl" title={t(`reports:performance.titles.${kind}`)} description={t('reports:performance.description')}>
      {/* A new table per kind: the sort, search and page of one kind never carry to another. */}
      <PerformanceTable key={kind} kind={kind} />
    </Page>
  );
};

export default ProviderPerformanceScreen;
