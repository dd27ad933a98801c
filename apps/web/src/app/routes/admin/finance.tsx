import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { FinanceQueues } from '../../../features/payments/components/finance-queues';
import { FinanceSummary } from '../../../features/reports/components/finance-summary';

/**
 * Finance: the period's figures (gross booking value, commissions,
 * payouts and refunds, with a chart and CSV) from the reports feature, then the payment queues:
 * receipts to check, payouts due, refunds due.
 */
const FinanceScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="xl"
      title={t('payments:finance.title')}
      description={t('payments:finance.description')}
    >
      <FinanceSummary />
      <FinanceQueues />
    </Page>
  );
};

export default FinanceScreen;
