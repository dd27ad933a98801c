import { Anchor, Group, Stack, Text } from '@mantine/core';
import { buildPath, matchRoute } from '@patili/domain/access';
import {
  activeFilterCount,
  DISCOVERY_TEXTS,
  EMPTY_BROWSE_STATE,
  kindOfBrowseRoute,
  vetRequestToSearch,
  type BrowseState,
  type ProviderCard,
} from '@patili/domain/discovery';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { PhoneFilters } from '../../../../components/filters/phone-filters';
import { Page } from '../../../../components/layout/page';
import { useBrowseProviders } from '../../../../features/discovery/api/browse-providers';
import { BrowseFilters } from '../../../../features/discovery/components/browse-filters';
import { LocationPrompt } from '../../../../features/discovery/components/location-prompt';
import { ProviderResults } from '../../../../features/discovery/components/provider-results';
import { VetRequestSummary } from '../../../../features/discovery/components/vet-request-summary';
import {
  browseAddress,
  NO_VET_REQUEST,
  vetRequestOf,
} from '../../../../features/discovery/utils/browse-address';
import { useAddressState } from '../../../../lib/use-address-state';
import NotFoundScreen from '../../not-found';

/** What the profile screen gets from a card: where "back to the list" returns. */
export type ProfileLinkState = { from: string };

/**
 * Browse sitters, veterinarians, pet walkers or trainers: one screen for the four
 * kinds, which it reads from its route; filters, sort, page and view (list or map) live in the
 * address.
 */
const BrowseProvidersScreen = () => {
  const location = useLocation();
  const kind = kindOfBrowseRoute(matchRoute(location.pathname)?.route.id ?? '');
  if (!kind) return <NotFoundScreen />;
  return <BrowseKind kind={kind} />;
};

const BrowseKind = ({ kind }: { kind: NonNullable<ReturnType<typeof kindOfBrowseRoute>> }) => {
  const { t } = useTranslation();
  const location = useLocation();
  const [address, setAddress] = useAddressState(browseAddress(kind));
  const state = useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(EMPTY_BROWSE_STATE) as (keyof BrowseState)[]).map((key) => [key, address[key]]),
      ) as BrowseState,
    [address],
  );
  const vetRequest = useMemo(() => (kind === 'veterinarian' ? vetRequestOf(address) : null), [kind, address]);
  /** Changes filters; any change but the page or the view (list or map) goes back to page 1. */
  const update = (changes: Partial<BrowseState>) =>
    setAddress('page' in changes || 'view' in changes ? changes : { ...changes, page: 1 });
  const clearFilters = () => setAddress((current) => ({ ...EMPTY_BROWSE_STATE, sort: current.sort, view: current.view }));
  const clearVetRequest = () => setAddress(NO_VET_REQUEST);
  const query = useBrowseProviders(kind, state);
  // Until the first answer, distance filters stay usable; the answer says whether the owner has a place.
  const hasLocation = query.data ? query.data.origin !== null : true;
  const texts = DISCOVERY_TEXTS[kind];

  const profileLink = (card: ProviderCard) => ({
    path: buildPath(
      'owner.providers.profile',
      { providerId: card.id },
      { kind, ...(vetRequest ? vetRequestToSearch(vetRequest) : {}) },
    ),
    state: { from: `${location.pathname}${location.search}` } satisfies ProfileLinkState,
  });

  return (
    <Page size="lg" title={t(texts.title)} description={t(texts.description)}>
      {kind === 'veterinarian' ? (
        vetRequest ? (
          <VetRequestSummary request={vetRequest} onClear={clearVetRequest} />
        ) : (
          <Group gap="xs">
            <IconCalendarEvent size={18} aria-hidden />
            <Text size="sm">{t('discovery:vetRequest.requestHint')}</Text>
            <Anchor component={Link} to={buildPath('owner.veterinarians.request')} size="sm" fw={600}>
              {t('discovery:vetRequest.requestLink')}
            </Anchor>
          </Group>
        )
      ) : null}
      {query.data && query.data.origin === null ? <LocationPrompt /> : null}
      <Stack gap="lg">
        <PhoneFilters activeCount={activeFilterCount(state)}>
          <BrowseFilters kind={kind} state={state} hasLocation={hasLocation} onChange={update} />
        </PhoneFilters>
        {query.data?.origin ? (
          <Text size="sm" c="dimmed">
            {t('discovery:location.origin', {
              district: query.data.origin.district,
              city: query.data.origin.cityName,
            })}
          </Text>
        ) : null}
        <ProviderResults
          kind={kind}
          state={state}
          query={query}
          onChange={update}
          onClearFilters={clearFilters}
          profileLink={profileLink}
        />
      </Stack>
    </Page>
  );
};

export default BrowseProvidersScreen;
