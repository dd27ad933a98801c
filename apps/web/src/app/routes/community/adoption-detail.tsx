import { buildPath } from '@patili/domain/access';
import { ADOPTION_NOT_FOUND_REDIRECT_MS } from '@patili/domain/adoption';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useListing } from '../../../features/adoption/api/get-listing';
import { ListingDetail } from '../../../features/adoption/components/listing-detail';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

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
  const notFound = listing.error instanceof ApiError && listing.error.status === 404;
  useRedirectAfter(notFound, buildPath('adoption'), ADOPTION_NOT_FOUND_REDIRECT_MS);

  if (listing.isPending) return <LoadingScreen label={t('adoption:detail.loading')} />;
  if (notFound) {
    return (
      <PageRefusal
        message={t('adoption:errors.notFound')}
        note={t('adoption:detail.redirecting')}
      />
    );
  }
  if (listing.isError) {
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
