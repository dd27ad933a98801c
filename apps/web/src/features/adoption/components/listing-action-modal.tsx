import { notifications } from '@mantine/notifications';
import type { AdoptionListing } from '@patili/domain/adoption';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { errorMessage } from '../../../lib/form';
import { useDeleteListing } from '../api/delete-listing';
import { useMarkAdopted } from '../api/mark-adopted';
import { useRemoveListing } from '../api/remove-listing';

/** The listing actions that ask first: delete (owner), mark adopted (owner), take down (admin). */
export type ListingAction = 'delete' | 'markAdopted' | 'remove';

const FAILURES = {
  delete: 'adoption:errorDeletingAdoptionListing',
  markAdopted: 'adoption:errorMarkingAdopted',
  remove: 'adoption:errorRemovingListing',
} as const;

/**
 * Asks before a listing action (delete asks for confirmation), then does it. A failure
 * shows the server's message (not yours, no longer active) or the action's own.
 */
export const ListingActionModal = ({
  listing,
  action,
  onClose,
  onDone,
}: {
  listing: AdoptionListing | null;
  action: ListingAction | null;
  onClose: () => void;
  onDone?: (action: ListingAction, listing: AdoptionListing) => void;
}) => {
  const { t } = useTranslation();
  const deleteListing = useDeleteListing();
  const markAdopted = useMarkAdopted();
  const removeListing = useRemoveListing();
  const mutation =
    action === 'delete' ? deleteListing : action === 'markAdopted' ? markAdopted : removeListing;

  const close = () => {
    deleteListing.reset();
    markAdopted.reset();
    removeListing.reset();
    onClose();
  };

  const confirm = () => {
    if (!listing || !action) return;
    const done = () => {
      notifications.show({ color: 'green', message: t(`adoption:${action}.success`) });
      onDone?.(action, listing);
      close();
    };
    if (action === 'delete') deleteListing.mutate(listing.id, { onSuccess: done });
    else if (action === 'markAdopted') markAdopted.mutate(listing.id, { onSuccess: done });
    else removeListing.mutate(listing.id, { onSuccess: done });
  };

  return (
    <ConfirmDialog
      opened={listing !== null && action !== null}
      title={action ? t(`adoption:${action}.title`) : ''}
      body={action ? t(`adoption:${action}.body`, { breed: listing?.breed ?? '' }) : ''}
      confirmLabel={action ? t(`adoption:${action}.confirm`) : ''}
      cancelLabel={t('common:actions.cancel')}
      color={action === 'markAdopted' ? 'blue' : 'red'}
      pending={mutation.isPending}
      error={mutation.isError && action ? errorMessage(mutation.error, t(FAILURES[action])) : null}
      onConfirm={confirm}
      onClose={close}
      confirmTestId="adoption-confirm"
    />
  );
};
