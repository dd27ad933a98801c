import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { ReferralRecords } from '../../../features/users/components/referral-records';
import { ReferralTiles } from '../../../features/users/components/referral-tiles';

/** Referrals: summary tiles and the records. */
const AdminReferralsScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="xl" title={t('users:referrals.title')} description={t('users:referrals.intro')}>
      <ReferralTiles />
      <ReferralRecords />
    </Page>
  );
};

export default AdminReferralsScreen;
