import { Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import {
  ADOPTION_NOT_FOUND_REDIRECT_MS,
  canManageListing,
} from '@patili/domain/adoption';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { useListing } from '../../../features/adoption/api/get-listing';
import { ListingForm } from '../../../features/adoption/components/listing-form';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

/**
 * Edit an adoption listing (`/adopt/edit/{listingId}`). Only its owner edits, and only while
 * it is active: anyone else gets the error and goes back to the list. Once saved, back
 * to the list after 1.5 s.
 */
const AdoptionEditScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);
  const [saved, setSaved] = useState(false);
  const state = useRecordState(listing, {
    key: listingId,
    to: buildPath('adoption'),
    afterMs: ADOPTION_NOT_FOUND_REDIRECT_MS,
  });
  const notFound = state === 'not-found';
  const current = notFound ? undefined : listing.data?.listing;
  const refusal = notFound
    ? t('adoption:errors.notFound')
    : current && current.ownerId !== user.id
      ? t('adoption:errors.notOwner')
      : current && !canManageListing(current, user.id)
        ? t('adoption:errors.notActive')
        : null;

  useEffect(() => {
    if (refusal) notifications.show({ color: 'red', message: refusal });
  }, [refusal]);
  // Someone else's or an inactive listing (the not-found answer has its own way back above).
  useRedirectAfter(
    refusal !== null && !notFound,
    buildPath('adoption'),
    ADOPTION_NOT_FOUND_REDIRECT_MS,
  );
  useRedirectAfter(saved, buildPath('adoption'), SAVED_FORM_REDIRECT_MS);

  if (state === 'loading') return <LoadingScreen label={t('adoption:form.loading')} />;
  if (refusal) {
    return <PageRefusal message={refusal} note={t('adoption:form.redirecting')} />;
  }
  if (listing.isError || !current) {
    return (
      <PageLoadError
        message={t('adoption:errorFetchingAdoptionListing')}
        onRetry={() => void listing.refetch()}
      />
    );
  }
  return (
    <Page
      size="md"
      title={t('adoption:form.editTitle')}
      description={t('adoption:form.editDescription')}
    >
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <ListingForm
          listing={current}
          locked={saved}
          onSaved={() => {
            notifications.show({
              color: 'green',
              message: t('adoption:adoptionListingUpdatedSuccessfully'),
            });
            setSaved(true);
          }}
          onCancel={() => void navigate(buildPath('adoption.detail', { listingId: current.id }))}
        />
      </Paper>
      {saved ? (
        <StatusMessage tone="success">
          {t('adoption:adoptionListingUpdatedSuccessfully')}
        </StatusMessage>
      ) : null}
    </Page>
  );
};

export default AdoptionEditScreen;
