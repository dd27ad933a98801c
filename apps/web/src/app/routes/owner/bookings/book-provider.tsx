import { buildPath, matchRoute, PROVIDER_ROLES, type ProviderRole } from '@patili/domain/access';
import {
  DISCOVERY_TEXTS,
  PROVIDER_NOT_FOUND_REDIRECT_MS,
  readVetRequest,
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
import { BookProviderForm } from '../../../../features/bookings/components/book-provider-form';
import { usePublicProfile } from '../../../../features/discovery/api/get-public-profile';
import { usePets } from '../../../../features/pets/api/list-pets';
import { useRecordState } from '../../../../lib/use-record-state';
import NotFoundScreen from '../../not-found';

/** The provider kind whose book route a route id is (`owner.pet-walkers.book` → pet_walker), or null. */
const kindOfBookRoute = (routeId: string | undefined): ProviderRole | null =>
  PROVIDER_ROLES.find((kind) => PROVIDER_KINDS[kind].routes.book === routeId) ?? null;

/**
 * Book a sitter, veterinarian, pet walker or trainer: one screen for the four book
 * routes, which reads the kind from its route and the provider id from the kind's parameter.
 */
const BookProviderScreen = () => {
  const location = useLocation();
  const params = useParams();
  const kind = kindOfBookRoute(matchRoute(location.pathname)?.route.id);
  if (!kind) return <NotFoundScreen />;
  return (
    <BookKind
      kind={kind}
      providerId={params[PROVIDER_KINDS[kind].routes.bookParam] ?? ''}
      search={location.search}
    />
  );
};

const BookKind = ({
  kind,
  providerId,
  search,
}: {
  kind: ProviderRole;
  providerId: string;
  search: string;
}) => {
  const { t } = useTranslation();
  const vetRequest = kind === 'veterinarian' ? readVetRequest(parseQuery(search)) : null;
  const profile = usePublicProfile(providerId, kind);
  const pets = usePets({ page: 1, pageSize: PET_PAGE_SIZE_MAX });
  // An unknown id, another role or a hidden profile: the kind's not-found message, then browse,
  // whatever the pets' answer is doing meanwhile.
  const state = useRecordState(profile, {
    key: `${kind}:${providerId}`,
    to: buildPath(PROVIDER_KINDS[kind].routes.browse as 'owner.sitters.browse'),
    afterMs: PROVIDER_NOT_FOUND_REDIRECT_MS,
  });

  if (state === 'not-found') {
    return (
      <Page size="md">
        <StatusMessage tone="error">{`${t(DISCOVERY_TEXTS[kind].notFound)} ${t('discovery:profile.redirecting')}`}</StatusMessage>
      </Page>
    );
  }
  if (state === 'loading' || pets.isPending)
    return <LoadingScreen label={t('bookings:book.loading')} />;
  if (state === 'failed' || !profile.data) {
    return (
      <Page size="md">
        <ErrorAlert
          message={t('bookings:book.errorFetchingProvider')}
          onRetry={() => void profile.refetch()}
        />
      </Page>
    );
  }
  if (pets.isError) {
    return (
      <Page size="md">
        <ErrorAlert message={t('pets:errorFetchingPets')} onRetry={() => void pets.refetch()} />
      </Page>
    );
  }
  const provider = profile.data;
  return (
    <Page
      size="lg"
      title={t(`bookings:book.title.${kind}`)}
      description={t('bookings:book.description', { name: provider.name })}
    >
      <BookProviderForm
        provider={provider}
        pets={pets.data.items}
        vetRequest={vetRequest}
        profilePath={buildPath('owner.providers.profile', { providerId: provider.id }, { kind })}
      />
    </Page>
  );
};

export default BookProviderScreen;
