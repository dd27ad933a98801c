import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Pet } from '@patili/domain/pets';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
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
    <Modal
      opened={pet !== null}
      onClose={close}
      title={t('pets:delete.title')}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text>{t('pets:delete.body', { name: pet?.name ?? '' })}</Text>
        {deletePet.isError ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deletePet.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={deletePet.isPending}>
            {t('pets:delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
