import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconHeartHandshake, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { useMatingListings, type MatingListParams } from '../api/list-mating-listings';
import { MatingListingCard } from './mating-listing-card';

/** A page of active listings as cards, with loading, empty, error states and page buttons. */
export const MatingListingList = ({
  params,
  onPage,
}: {
  params: MatingListParams;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  const listings = useMatingListings(params);
  if (listings.isPending) return <LoadingScreen label={t('mating:list.loading')} fullHeight={false} />;
  if (listings.isError)
    return <ErrorAlert message={t('mating:list.loadFailed')} onRetry={() => void listings.refetch()} />;
  const { items, total, page, pageSize } = listings.data;
  const filtered = params.species !== undefined || params.city !== undefined;
  if (total === 0) {
    return filtered ? (
      <EmptyState
        testId="mating-empty"
        icon={<IconSearch size={26} />}
        title={t('mating:list.emptyFilteredTitle')}
        body={t('mating:list.emptyFiltered')}
      />
    ) : (
      <EmptyState
        testId="mating-empty"
        icon={<IconHeartHandshake size={26} />}
        title={t('mating:list.emptyTitle')}
        body={t('mating:list.empty')}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm" role="status">
        {t('mating:list.total', { count: total })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {items.map((listing) => (
          <MatingListingCard key={listing.id} listing={listing} />
        ))}
      </SimpleGrid>
      <ListPagination label={t('mating:list.pages')} total={total} pageSize={pageSize} page={page} onChange={onPage} />
    </Stack>
  );
};
