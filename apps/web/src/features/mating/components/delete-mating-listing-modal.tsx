import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MatingListing } from '@patili/domain/mating';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ApiError } from '../../../lib/api-client';
import { useDeleteMatingListing } from '../api/delete-mating-listing';

/** Asks before deleting a listing (it takes its conversations with it), then deletes it. */
export const DeleteMatingListingModal = ({
  listing,
  onClose,
}: {
  listing: MatingListing | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const deleteListing = useDeleteMatingListing();

  const close = () => {
    deleteListing.reset();
    onClose();
  };

  const confirm = () => {
    if (!listing) return;
    deleteListing.mutate(listing.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('mating:mine.deleted') });
        close();
      },
    });
  };

  const failure =
    deleteListing.error instanceof ApiError && deleteListing.error.status === 404
      ? deleteListing.error.message
      : t('mating:mine.deleteFailed');

  return (
    <Modal opened={listing !== null} onClose={close} title={t('mating:mine.deleteTitle')} centered radius="lg">
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('mating:mine.deleteBody', { title: listing?.listingTitle ?? '' })}
        </Text>
        {deleteListing.isError ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deleteListing.isPending}>
            {t('mating:mine.deleteCancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deleteListing.isPending}>
            {t('mating:mine.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
