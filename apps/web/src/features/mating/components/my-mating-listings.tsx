import { Anchor, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { buildPath } from '@patili/domain/access';
import type { MatingListing } from '@patili/domain/mating';
import { IconEdit, IconHeartHandshake, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { errorMessage } from '../../../lib/form';
import { useMyMatingListings } from '../api/list-my-mating-listings';
import { useSetMatingListingActive } from '../api/set-mating-listing-active';
import { listingDate, placeOf } from '../utils/mating-format';
import { DeleteMatingListingModal } from './delete-mating-listing-modal';
import { MatingPhoto } from './mating-photo';
import { MatingStatusBadge } from './mating-status-badge';

/** One of the owner's listings: photo, title, pet, place and date; the live toggle, edit, delete. */
const MyListingRow = ({ listing, onDelete }: { listing: MatingListing; onDelete: (listing: MatingListing) => void }) => {
  const { t, i18n } = useTranslation();
  const setActive = useSetMatingListingActive();
  const toggle = (isActive: boolean) =>
    setActive.mutate(
      { listingId: listing.id, isActive },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', message: isActive ? t('mating:mine.activated') : t('mating:mine.deactivated') }),
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, t('mating:mine.toggleFailed')) }),
      },
    );
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={listing.listingTitle} data-testid="my-mating-listing">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <div style={{ width: 96, flexShrink: 0 }}>
          <MatingPhoto listing={listing} ratio={1} radius={12} />
        </div>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Anchor
              component={Link}
              to={buildPath('mating.detail', { listingId: listing.id })}
              fw={600}
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {listing.listingTitle}
            </Anchor>
            <MatingStatusBadge isActive={listing.isActive} />
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {[listing.petName, placeOf(listing), listingDate(listing.createdAt, i18n.language)].join(' · ')}
          </Text>
          <Group justify="space-between" gap="sm" mt={4}>
            <Switch
              label={t('mating:mine.activeToggle')}
              aria-label={t('mating:mine.activeToggleLabel', { title: listing.listingTitle })}
              checked={listing.isActive}
              disabled={setActive.isPending}
              onChange={(event) => toggle(event.currentTarget.checked)}
            />
            <Group gap="xs">
              <Button
                component={Link}
                to={buildPath('mating.edit', { listingId: listing.id })}
                variant="light"
                size="xs"
                leftSection={<IconEdit size={14} />}
              >
                {t('mating:mine.edit')}
              </Button>
              <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => onDelete(listing)}>
                {t('mating:mine.delete')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
};

/** The owner's listings, active and inactive, paged on the server. */
export const MyMatingListings = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<MatingListing | null>(null);
  const listings = useMyMatingListings(page);

  if (listings.isPending) return <LoadingScreen label={t('mating:mine.loading')} fullHeight={false} />;
  if (listings.isError)
    return <ErrorAlert message={t('mating:mine.loadFailed')} onRetry={() => void listings.refetch()} />;
  const { items, total, pageSize } = listings.data;
  if (total === 0) {
    return (
      <EmptyState
        testId="my-mating-empty"
        icon={<IconHeartHandshake size={26} />}
        title={t('mating:mine.emptyTitle')}
        body={t('mating:mine.empty')}
        action={
          <Button component={Link} to={buildPath('mating.new')}>
            {t('mating:mine.create')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      {items.map((listing) => (
        <MyListingRow key={listing.id} listing={listing} onDelete={setDeleting} />
      ))}
      <ListPagination label={t('mating:mine.pages')} total={total} pageSize={pageSize} page={page} onChange={setPage} />
      <DeleteMatingListingModal listing={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
};
