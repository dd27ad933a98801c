import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';

/** Asks before deleting a post or reply (it cannot be undone); shows why a delete failed. */
export const ConfirmDeleteModal = ({
  opened,
  title,
  body,
  error,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  body: string;
  /** The failure of the last try, if any. */
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>{body}</Text>
        {error ? <StatusMessage tone="error">{error}</StatusMessage> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('forum:post.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
