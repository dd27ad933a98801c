import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { ReceivedReviews } from '../../../features/reviews/components/received-reviews';

/** Reviews received (the vet's, walker's and trainer's reviews pages), one screen. */
const ProviderReviewsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="md" title={t('reviews:title')} description={t('reviews:description')}>
      <ReceivedReviews />
    </Page>
  );
};

export default ProviderReviewsScreen;
