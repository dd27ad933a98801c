import { CloseButton, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ProviderRole } from '@patili/domain/access';
import {
  DISCOVERY_TEXTS,
  MIN_RATING_FILTERS,
  offersFilter,
  type BrowseState,
  type DistanceFilterKm,
  type MinRatingFilter,
} from '@patili/domain/discovery';
import { DISTANCE_FILTERS_KM } from '@patili/domain/locations';
import { VET_SERVICE_PLACES, VET_SPECIALIZATIONS, optionLabelKey } from '@patili/domain/providers';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ANY = 'any';
const SEARCH_DELAY_MS = 400;

type Props = {
  kind: ProviderRole;
  state: BrowseState;
  /** False when the owner has no location: distance filters are off and say why. */
  hasLocation: boolean;
  onChange: (changes: Partial<BrowseState>) => void;
};

/**
 * The browse filter bar: search, distance and minimum rating for every kind, plus the kind's own
 * filters from the domain's per-kind list (vet specialization and service place, walker first aid).
 */
export const BrowseFilters = ({ kind, state, hasLocation, onChange }: Props) => {
  const { t } = useTranslation();
  const [text, setText] = useState(state.q);
  const sent = useRef(state.q);
  const sendSearch = useDebouncedCallback((q: string) => {
    sent.current = q.trim();
    onChange({ q: q.trim() });
  }, SEARCH_DELAY_MS);

  // Back, forward or "clear filters" changed the search: show it, unless it is what was just typed.
  useEffect(() => {
    if (state.q !== sent.current) {
      sent.current = state.q;
      setText(state.q);
    }
  }, [state.q]);

  const offers = (filter: Parameters<typeof offersFilter>[1]) => offersFilter(kind, filter);

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('discovery:filters.search')}>
      <Stack gap="sm">
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            sendSearch(event.currentTarget.value);
          }}
          label={t('discovery:filters.search')}
          placeholder={t(DISCOVERY_TEXTS[kind].searchPlaceholder)}
          leftSection={<IconSearch size={16} />}
          rightSection={
            text ? (
              <CloseButton
                size="sm"
                aria-label={t('common:actions.close')}
                onClick={() => {
                  setText('');
                  sendSearch('');
                  sendSearch.flush();
                }}
              />
            ) : null
          }
          maxLength={100}
          type="search"
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: offers('specialization') ? 4 : 3 }} spacing="sm">
          <Select
            label={t('discovery:filters.distance')}
            value={state.maxDistanceKm === null ? ANY : String(state.maxDistanceKm)}
            onChange={(value) => onChange({ maxDistanceKm: value && value !== ANY ? (Number(value) as DistanceFilterKm) : null })}
            data={[
              { value: ANY, label: t('discovery:filters.distanceAny') },
              ...DISTANCE_FILTERS_KM.map((km) => ({ value: String(km), label: t('discovery:filters.distanceUnder', { km }) })),
            ]}
            allowDeselect={false}
            disabled={!hasLocation}
            description={hasLocation ? undefined : t('discovery:filters.distanceNeedsLocation')}
            // Below the input, so the filters' inputs stay on one line.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Select
            label={t('discovery:filters.rating')}
            value={state.minRating === null ? ANY : String(state.minRating)}
            onChange={(value) => onChange({ minRating: value && value !== ANY ? (Number(value) as MinRatingFilter) : null })}
            data={[
              { value: ANY, label: t('discovery:filters.ratingAny') },
              ...MIN_RATING_FILTERS.map((rating) => ({ value: String(rating), label: t('discovery:filters.ratingAtLeast', { rating }) })),
            ]}
            allowDeselect={false}
          />
          {offers('specialization') ? (
            <Select
              label={t('discovery:filters.specialization')}
              value={state.specialization ?? ANY}
              onChange={(value) => onChange({ specialization: VET_SPECIALIZATIONS.find((s) => s === value) ?? null })}
              data={[
                { value: ANY, label: t('discovery:filters.specializationAny') },
                ...VET_SPECIALIZATIONS.map((s) => ({ value: s, label: t(optionLabelKey('vetSpecializations', s)) })),
              ]}
              allowDeselect={false}
            />
          ) : null}
          {offers('servicePlace') ? (
            <Select
              label={t('discovery:filters.servicePlace')}
              value={state.servicePlace ?? ANY}
              onChange={(value) => onChange({ servicePlace: VET_SERVICE_PLACES.find((p) => p === value) ?? null })}
              data={[
                { value: ANY, label: t('discovery:filters.servicePlaceAny') },
                ...VET_SERVICE_PLACES.map((p) => ({ value: p, label: t(optionLabelKey('servicePlace', p)) })),
              ]}
              allowDeselect={false}
            />
          ) : null}
          {offers('firstAid') ? (
            <Switch
              mt={{ base: 0, xs: 30 }}
              label={t('discovery:filters.firstAid')}
              checked={state.firstAid}
              onChange={(event) => onChange({ firstAid: event.currentTarget.checked })}
            />
          ) : null}
          {offers('verified') ? (
            <Switch
              mt={{ base: 0, xs: 30 }}
              label={t('discovery:filters.verified')}
              checked={state.verified}
              onChange={(event) => onChange({ verified: event.currentTarget.checked })}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
};
