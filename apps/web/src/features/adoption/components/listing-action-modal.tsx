import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdoptionListing } from '@patili/domain/adoption';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
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
    <Modal
      opened={listing !== null && action !== null}
      onClose={close}
      title={action ? t(`adoption:${action}.title`) : ''}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {action ? t(`adoption:${action}.body`, { breed: listing?.breed ?? '' }) : ''}
        </Text>
        {mutation.isError && action ? (
          <StatusMessage tone="error">
            {errorMessage(mutation.error, t(FAILURES[action]))}
          </StatusMessage>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color={action === 'markAdopted' ? 'blue' : 'red'}
            onClick={confirm}
            loading={mutation.isPending}
            data-testid="adoption-confirm"
          >
            {action ? t(`adoption:${action}.confirm`) : ''}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
