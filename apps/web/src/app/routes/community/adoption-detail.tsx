import { buildPath } from '@patili/domain/access';
import { ADOPTION_NOT_FOUND_REDIRECT_MS } from '@patili/domain/adoption';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useListing } from '../../../features/adoption/api/get-listing';
import { ListingDetail } from '../../../features/adoption/components/listing-detail';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';

/**
 * One adoption listing (`/adopt/{listingId}`). An unknown or removed listing says so, then
 * goes back to the list; a deleted one goes back at once.
 */
const AdoptionDetailScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  const state = useRecordState(listing, {
    key: listingId,
    to: buildPath('adoption'),
    afterMs: ADOPTION_NOT_FOUND_REDIRECT_MS,
  });

  if (state === 'loading') return <LoadingScreen label={t('adoption:detail.loading')} />;
  if (state === 'not-found') {
    return (
      <PageRefusal
        message={t('adoption:errors.notFound')}
        note={t('adoption:detail.redirecting')}
      />
    );
  }
  if (state === 'failed' || !listing.data) {
    return (
      <PageLoadError
        message={t('adoption:errorFetchingAdoptionListing')}
        onRetry={() => void listing.refetch()}
      />
    );
  }
  return (
    <Page size="lg">
      <ListingDetail
        listing={listing.data.listing}
        viewer={user}
        onDeleted={() => void navigate(buildPath('adoption'), { replace: true })}
      />
    </Page>
  );
};

export default AdoptionDetailScreen;
