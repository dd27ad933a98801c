import { buildPath, isProviderRole } from '@patili/domain/access';
import {
  DISCOVERY_TEXTS,
  PROVIDER_NOT_FOUND_REDIRECT_MS,
  bookPathFor,
  readVetRequest,
  vetRequestToSearch,
} from '@patili/domain/discovery';
import { PET_PAGE_SIZE_MAX } from '@patili/domain/pets';
import { PROVIDER_KINDS } from '@patili/domain/providers';
import { parseQuery } from '@patili/domain/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { ErrorAlert } from '../../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../../components/feedback/status-message';
import { Page } from '../../../../components/layout/page';
import { AskQuestionButton } from '../../../../features/chat/components/ask-question-button';
import { usePublicProfile } from '../../../../features/discovery/api/get-public-profile';
import { ProviderProfileView } from '../../../../features/discovery/components/provider-profile-view';
import { EmergencyRequestPrompt } from '../../../../features/emergencies/components/emergency-request-prompt';
import { usePets } from '../../../../features/pets/api/list-pets';
import { useRecordState } from '../../../../lib/use-record-state';
import type { ProfileLinkState } from './browse-providers';

/**
 * The emergency request of a vet who lists the emergency specialization, with the owner's pets
 * to choose from (their first page of the most a page holds: owners have a handful).
 */
const VetEmergencyAction = ({ vet }: { vet: { id: string; name: string } }) => {
  const pets = usePets({ page: 1, pageSize: PET_PAGE_SIZE_MAX });
  return (
    <EmergencyRequestPrompt
      vet={vet}
      pets={
        pets.isPending
          ? { state: 'loading' }
          : pets.isError
            ? { state: 'error', retry: () => void pets.refetch() }
            : { state: 'ready', items: pets.data.items }
      }
    />
  );
};

/**
 * A provider's public profile, opened from a browse card. An unknown or hidden provider shows the
 * kind's not-found message for a moment and goes back to the browse screen.
 */
const ProviderProfileScreen = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const { providerId = '' } = useParams();
  const pairs = parseQuery(location.search);
  const kindParam = new Map(pairs).get('kind');
  const kind = isProviderRole(kindParam) ? kindParam : null;
  const vetRequest = readVetRequest(pairs);
  const requestSearch = vetRequest ? vetRequestToSearch(vetRequest) : {};
  const from = (location.state as Partial<ProfileLinkState> | null)?.from;
  const browsePath = kind
    ? buildPath(
        PROVIDER_KINDS[kind].routes.browse as 'owner.sitters.browse',
        undefined,
        kind === 'veterinarian' ? requestSearch : {},
      )
    : buildPath('owner.dashboard');
  const profile = usePublicProfile(providerId, kind);
  const state = useRecordState(profile, {
    key: `${kind ?? ''}:${providerId}`,
    to: browsePath,
    afterMs: PROVIDER_NOT_FOUND_REDIRECT_MS,
  });

  if (state === 'loading') return <LoadingScreen label={t('discovery:profile.loading')} />;
  if (state === 'not-found') {
    return (
      <Page size="md">
        <StatusMessage tone="error">{`${t(kind ? DISCOVERY_TEXTS[kind].notFound : 'discovery:providerNotFound')} ${t('discovery:profile.redirecting')}`}</StatusMessage>
      </Page>
    );
  }
  if (state === 'failed' || !profile.data) {
    return (
      <Page size="md">
        <ErrorAlert message={t('discovery:errorFetchingProvider')} onRetry={() => void profile.refetch()} />
      </Page>
    );
  }
  const data = profile.data;
  return (
    <Page size="md">
      {data.kind === 'veterinarian' && data.services.includes('emergency') ? (
        <VetEmergencyAction vet={{ id: data.id, name: data.name }} />
      ) : null}
      <ProviderProfileView
        profile={data}
        bookPath={bookPathFor(
          data.kind,
          data.id,
          data.kind === 'veterinarian' ? requestSearch : undefined,
        )}
        backPath={from ?? browsePath}
        askAction={<AskQuestionButton providerId={data.id} />}
      />
    </Page>
  );
};

export default ProviderProfileScreen;
