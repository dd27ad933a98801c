import { notifications } from '@mantine/notifications';
import type { Pet } from '@patili/domain/pets';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useDeletePet } from '../api/delete-pet';

/** Asks before deleting a pet (delete asks for confirmation), then deletes it. */
export const DeletePetModal = ({
  pet,
  onClose,
  onDeleted,
}: {
  pet: Pet | null;
  onClose: () => void;
  onDeleted?: (pet: Pet) => void;
}) => {
  const { t } = useTranslation();
  const deletePet = useDeletePet();

  const close = () => {
    deletePet.reset();
    onClose();
  };

  const confirm = () => {
    if (!pet) return;
    deletePet.mutate(pet.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('pets:delete.success', { name: pet.name }),
        });
        onDeleted?.(pet);
        close();
      },
    });
  };

  const failure =
    deletePet.error instanceof ApiError && deletePet.error.status === 404
      ? t('pets:petNotFoundOrAccessDenied')
      : t('pets:errorDeletingPet');

  return (
    <ConfirmDialog
      opened={pet !== null}
      title={t('pets:delete.title')}
      body={t('pets:delete.body', { name: pet?.name ?? '' })}
      confirmLabel={t('pets:delete.confirm')}
      cancelLabel={t('common:actions.cancel')}
      color="red"
      pending={deletePet.isPending}
      error={deletePet.isError ? failure : null}
      onConfirm={confirm}
      onClose={close}
    />
  );
};
