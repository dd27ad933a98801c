import { Button, Card, Center, Group, Select, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ProviderRole } from '@patili/domain/access';
import {
  BROWSE_SORTS,
  DISCOVERY_TEXTS,
  hasActiveFilters,
  type BrowseSort,
  type BrowseState,
  type ProviderCard as ProviderCardData,
  type ProviderPage,
} from '@patili/domain/discovery';
import { pageCount } from '@patili/domain/shared';
import { IconMoodSearch } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { BrowseViewToggle } from './browse-view-toggle';
import { ProviderCard } from './provider-card';
import { ProviderMap } from './provider-map';

const GRID_COLS = { base: 1, xs: 2, lg: 3 } as const;

const LoadingCards = () => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-label={t('discovery:browse.loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="lg" padding="md">
          <Card.Section>
            <Skeleton h={150} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Group gap="sm">
              <Skeleton h={44} w={44} circle />
              <Skeleton h={18} w="50%" />
            </Group>
            <Skeleton h={14} w="40%" />
            <Skeleton h={14} w="30%" />
            <Skeleton h={34} mt="sm" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
};

const EmptyResults = ({ filtered, onClear }: { filtered: boolean; onClear: () => void }) => {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="browse-empty">
      <Center>
        <Stack align="center" gap="sm" maw={420} ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconMoodSearch size={30} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {filtered ? t('discovery:browse.emptyTitle') : t('discovery:browse.noneYetTitle')}
          </Title>
          <Text c="dimmed">{filtered ? t('discovery:browse.emptyBody') : t('discovery:browse.noneYetBody')}</Text>
          {filtered ? (
            <Button variant="light" onClick={onClear}>
              {t('discovery:browse.clearFilters')}
            </Button>
          ) : null}
        </Stack>
      </Center>
    </Card>
  );
};

type Props = {
  kind: ProviderRole;
  state: BrowseState;
  query: UseQueryResult<ProviderPage>;
  onChange: (changes: Partial<BrowseState>) => void;
  onClearFilters: () => void;
  /** Where a card's profile link goes, and what it hands the profile screen. */
  profileLink: (card: ProviderCardData) => { path: string; state?: unknown };
};

/**
 * The results: count, view and sort, the cards or the map of the same page, server pagination,
 * and the loading, empty and error states.
 */
export const ProviderResults = ({ kind, state, query, onChange, onClearFilters, profileLink }: Props) => {
  const { t } = useTranslation();
  const hasLocation = query.data?.origin !== null && query.data?.origin !== undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text fw={600} aria-live="polite">
          {query.data ? t(query.data.totalIsExact ? 'discovery:browse.total' : 'discovery:browse.totalAtLeast', { count: query.data.total }) : '\u00a0'}
        </Text>
        <Group gap="sm" align="flex-end" w={{ base: '100%', xs: 'auto' }}>
          <BrowseViewToggle value={state.view} onChange={(view) => onChange({ view })} />
          <Select
            label={t('discovery:filters.sort')}
            value={state.sort}
            onChange={(value) => onChange({ sort: BROWSE_SORTS.find((sort) => sort === value) ?? state.sort })}
            data={BROWSE_SORTS.map((sort: BrowseSort) => ({
              value: sort,
              label: t(`discovery:filters.sortOptions.${sort}`),
              // Sorting by distance needs the owner's location.
              disabled: sort === 'distance' && query.data !== undefined && !hasLocation,
            }))}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
      </Group>
      {query.isPending ? (
        <LoadingCards />
      ) : query.isError ? (
        <ErrorAlert message={t(DISCOVERY_TEXTS[kind].fetchError)} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 && query.data.total === 0 ? (
        <EmptyResults filtered={hasActiveFilters(state)} onClear={onClearFilters} />
      ) : query.data.items.length === 0 ? (
        // A page past the end (an old link after results shrank).
        <Center>
          <Button variant="light" onClick={() => onChange({ page: 1 })}>
            {t('discovery:browse.backToFirstPage')}
          </Button>
        </Center>
      ) : (
        <>
          {state.view === 'map' ? (
            <ProviderMap
              cards={query.data.items}
              profileLink={profileLink}
              onShowList={() => onChange({ view: 'list' })}
              dimmed={query.isPlaceholderData}
            />
          ) : (
            <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="provider-results" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {query.data.items.map((card) => {
                const link = profileLink(card);
                return <ProviderCard key={card.id} card={card} profilePath={link.path} linkState={link.state} />;
              })}
            </SimpleGrid>
          )}
          <ListPagination
            label={t('discovery:browse.pageInfo', { page: state.page, pages: pageCount(query.data) })}
            total={query.data.total}
            totalIsExact={query.data.totalIsExact}
            pageSize={query.data.pageSize}
            page={state.page}
            onChange={(page) => {
              onChange({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        </>
      )}
    </Stack>
  );
};
