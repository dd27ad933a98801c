import { notifications } from '@mantine/notifications';
import type { MatingListing } from '@patili/domain/mating';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
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
    <ConfirmDialog
      opened={listing !== null}
      title={t('mating:mine.deleteTitle')}
      body={t('mating:mine.deleteBody', { title: listing?.listingTitle ?? '' })}
      confirmLabel={t('mating:mine.deleteConfirm')}
      cancelLabel={t('mating:mine.deleteCancel')}
      color="red"
      pending={deleteListing.isPending}
      error={deleteListing.isError ? failure : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
};
