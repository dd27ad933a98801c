import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import {
  ADOPTION_MY_PAGE_SIZE,
  canManageListing,
  type AdoptionListing,
} from '@patili/domain/adoption';
import { speciesLabelKey } from '@patili/domain/shared';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { SectionCard } from '../../../components/layout/section-card';
import { useMyListings } from '../api/list-my-listings';
import { ageLabel, placeLabel } from '../utils/labels';
import { ListingActionModal } from './listing-action-modal';
import { StatusBadge } from './status-badge';

const Row = ({
  listing,
  ownerId,
  onDelete,
}: {
  listing: AdoptionListing;
  ownerId: string;
  onDelete: (listing: AdoptionListing) => void;
}) => {
  const { t } = useTranslation();
  const manage = canManageListing(listing, ownerId);
  const cover = listing.photos[0];
  return (
    <Paper withBorder radius="md" p="sm" data-testid="my-adoption-listing">
      <Group gap="sm" wrap="nowrap" align="center">
        {cover ? (
          <Image src={cover.thumbnailUrl} w={56} h={56} radius="md" fit="cover" alt="" />
        ) : null}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            to={buildPath('adoption.detail', { listingId: listing.id })}
            fw={600}
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {listing.breed}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {t(speciesLabelKey(listing.animalType))} · {ageLabel(t, listing)} ·{' '}
            {placeLabel(listing)}
          </Text>
          <Group gap="xs">
            <StatusBadge status={listing.status} />
          </Group>
        </Stack>
        {manage ? (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('adoption:mine.edit')}>
              <ActionIcon
                component={Link}
                to={buildPath('adoption.edit', { listingId: listing.id })}
                variant="light"
                size="lg"
                aria-label={`${t('adoption:mine.edit')}: ${listing.breed}`}
              >
                <IconEdit size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('adoption:mine.delete')}>
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                onClick={() => onDelete(listing)}
                aria-label={`${t('adoption:mine.delete')}: ${listing.breed}`}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
};

/**
 * The owner's own adoption listings (on the profile page and in account settings), every
 * status, with edit and delete (after a confirmation) while a listing is active.
 */
export const MyListings = ({ ownerId }: { ownerId: string }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdoptionListing | null>(null);
  const listings = useMyListings(page);

  let body;
  if (listings.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-label={t('adoption:mine.loading')}>
        <Skeleton h={74} radius="md" />
        <Skeleton h={74} radius="md" />
      </Stack>
    );
  } else if (listings.isError) {
    body = (
      <ErrorAlert
        message={t('adoption:errorFetchingAdoptionListings')}
        onRetry={() => void listings.refetch()}
      />
    );
  } else if (listings.data.total === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('adoption:mine.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs">
        {listings.data.items.map((listing) => (
          <Row key={listing.id} listing={listing} ownerId={ownerId} onDelete={setToDelete} />
        ))}
        <ListPagination
          label={t('adoption:mine.pagination')}
          total={listings.data.total}
          pageSize={ADOPTION_MY_PAGE_SIZE}
          page={page}
          onChange={setPage}
          size="sm"
        />
      </Stack>
    );
  }

  return (
    <SectionCard
      title={t('adoption:mine.title')}
      description={t('adoption:mine.description')}
      headingId="my-adoption-listings"
      gap="sm"
      data-testid="my-adoption-listings"
      action={
        <Button
          component={Link}
          to={buildPath('adoption.new')}
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} />}
        >
          {t('adoption:mine.create')}
        </Button>
      }
    >
      {body}
      <ListingActionModal
        listing={toDelete}
        action={toDelete ? 'delete' : null}
        onClose={() => setToDelete(null)}
        onDone={() => {
          if (page > 1 && listings.data?.items.length === 1) setPage(page - 1);
        }}
      />
    </SectionCard>
  );
};
