import { Anchor, Group } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { MATING_NOT_FOUND_REDIRECT_MS } from '@patili/domain/mating';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useMatingListing } from '../../../features/mating/api/get-mating-listing';
import { MatingListingDetail } from '../../../features/mating/components/mating-listing-detail';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';

/**
 * A mating listing's detail. An unknown listing, or another owner's inactive one, says
 * so and goes back to the list.
 */
const MatingDetailScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { listingId = '' } = useParams();
  const listing = useMatingListing(listingId);
  const state = useRecordState(listing, {
    key: listingId,
    to: buildPath('mating'),
    afterMs: MATING_NOT_FOUND_REDIRECT_MS,
  });

  const back = (
    <Group>
      <Anchor component={Link} to={buildPath('mating')} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('mating:detail.back')}
        </Group>
      </Anchor>
    </Group>
  );

  if (state === 'loading') return <LoadingScreen label={t('mating:detail.loading')} />;
  if (state === 'not-found') {
    return (
      <PageRefusal message={t('mating:listingNotFound')} note={t('mating:detail.redirecting')} />
    );
  }
  if (state === 'failed' || !listing.data) {
    return (
      <Page size="sm">
        {back}
        <ErrorAlert message={t('mating:detail.loadFailed')} onRetry={() => void listing.refetch()} />
      </Page>
    );
  }
  return (
    <Page size="lg">
      {back}
      <MatingListingDetail listing={listing.data.listing} viewerId={user.id} />
    </Page>
  );
};

export default MatingDetailScreen;
