import { useTranslation } from 'react-i18next';

import { Page } from '../../../../components/layout/page';
import { WalkHistory } from '../../../../features/bookings/components/walk-history';

/** The walker's completed walks with their recorded start, finish and duration. */
const WalkHistoryScreen = () => {
  const { t } = useTranslation();
  return (
    <Page
      size="lg"
      title={t('bookings:history.title')}
      description={t('bookings:history.description')}
    >
      <WalkHistory />
    </Page>
  );
};

export default WalkHistoryScreen;
