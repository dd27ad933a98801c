import { Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  ADOPTION_PAGE_SIZE,
  hasAdoptionFilters,
  type AdoptionListState,
} from '@patili/domain/adoption';
import { IconPaw } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { useListings } from '../api/list-listings';
import { ListingCard } from './listing-card';

const GRID_COLS = { base: 1, xs: 2, md: 3 } as const;

const LoadingCards = () => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" role="status" aria-label={t('adoption:list.loading')}>
      {[0, 1, 2].map((index) => (
        <Card key={index} withBorder radius="lg" padding="md">
          <Card.Section>
            <Skeleton h={190} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton h={20} w="60%" />
            <Skeleton h={14} w="40%" />
            <Skeleton h={14} w="50%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
};

/** The page of listings for the address's filters: loading cards, error, empty, grid and pages. */
export const ListingResults = ({
  state,
  onChange,
  onClearFilters,
}: {
  state: AdoptionListState;
  onChange: (changes: Partial<AdoptionListState>) => void;
  onClearFilters: () => void;
}) => {
  const { t } = useTranslation();
  const listings = useListings(state);
  if (listings.isPending) return <LoadingCards />;
  if (listings.isError) {
    return (
      <ErrorAlert
        message={t('adoption:errorFetchingAdoptionListings')}
        onRetry={() => void listings.refetch()}
      />
    );
  }
  const { items, total } = listings.data;
  if (total === 0 || items.length === 0) {
    const filtered = hasAdoptionFilters(state);
    return (
      <EmptyState
        icon={<IconPaw size={26} />}
        title={t('adoption:noAdoptionListingsFound')}
        body={filtered ? t('adoption:list.emptyFiltered') : t('adoption:list.emptyBody')}
        action={
          filtered || state.page > 1 ? (
            <Button variant="light" onClick={onClearFilters}>
              {t('adoption:list.clearFilters')}
            </Button>
          ) : undefined
        }
        testId="adoption-empty"
      />
    );
  }
  return (
    <Stack
      gap="md"
      style={{ opacity: listings.isPlaceholderData ? 0.6 : 1 }}
      aria-busy={listings.isFetching}
    >
      <Text size="sm" c="dimmed" data-testid="adoption-total">
        {t('adoption:list.total', { count: total })}
      </Text>
      <SimpleGrid cols={GRID_COLS} spacing="md" data-testid="adoption-grid">
        {items.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </SimpleGrid>
      <ListPagination
        label={t('adoption:list.pagination')}
        total={total}
        pageSize={ADOPTION_PAGE_SIZE}
        page={state.page}
        onChange={(page) => onChange({ page })}
      />
    </Stack>
  );
};
