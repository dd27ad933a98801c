import { Paper } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { MATING_NOT_FOUND_REDIRECT_MS } from '@patili/domain/mating';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { PageLoadError, PageRefusal } from '../../../components/feedback/page-states';
import { Page } from '../../../components/layout/page';
import { useMatingListing } from '../../../features/mating/api/get-mating-listing';
import { MatingForm } from '../../../features/mating/components/mating-form';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';
import { useRedirectAfter } from '../../../lib/use-redirect-after';

/**
 * Edit a mating listing; its pet stays. Only its owner edits: anyone else's listing (or
 * none) shows 'İlan bulunamadı veya düzenleme yetkiniz yok.' and goes back to the list.
 */
const MatingEditScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { listingId = '' } = useParams();
  const listing = useMatingListing(listingId);
  const toList = useCallback(() => void navigate(buildPath('mating')), [navigate]);
  const state = useRecordState(listing, {
    key: listingId,
    to: buildPath('mating'),
    afterMs: MATING_NOT_FOUND_REDIRECT_MS,
  });
  const othersListing =
    state === 'ready' && listing.data !== undefined && listing.data.listing.ownerId !== user.id;

  useRedirectAfter(othersListing, buildPath('mating'), MATING_NOT_FOUND_REDIRECT_MS);

  if (state === 'loading') return <LoadingScreen label={t('mating:form.loading')} />;
  if (state === 'not-found' || othersListing) {
    return (
      <PageRefusal
        message={t('mating:listingNotFoundOrNoPermission')}
        note={t('mating:detail.redirecting')}
      />
    );
  }
  if (state === 'failed' || !listing.data) {
    return (
      <PageLoadError
        message={t('mating:detail.loadFailed')}
        onRetry={() => void listing.refetch()}
      />
    );
  }
  return (
    <Page size="sm" title={t('mating:form.editTitle')} description={t('mating:form.editDescription')}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <MatingForm listing={listing.data.listing} pets={[]} onSaved={toList} onCancel={toList} />
      </Paper>
    </Page>
  );
};

export default MatingEditScreen;
