import { Button, Group, Modal, Stack, Text, Textarea, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';

/**
 * Asks before an account changes (role, status, ban): the admin confirms or cancels. With
 * `reason`, a required text the admin types (kept while a failed try shows its error).
 */
export const ConfirmModal = ({
  opened,
  title,
  body,
  confirmLabel,
  color = 'teal',
  reason,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  color?: MantineColor;
  reason?: { label: string; placeholder: string; value: string; onChange: (value: string) => void; error: string | null; maxLength: number };
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Stack gap="md">
        <Text>{body}</Text>
        {reason ? (
          <Textarea
            label={reason.label}
            placeholder={reason.placeholder}
            value={reason.value}
            onChange={(event) => reason.onChange(event.currentTarget.value)}
            error={reason.error}
            maxLength={reason.maxLength}
            required
            autosize
            minRows={2}
            maxRows={6}
            data-testid="confirm-reason"
          />
        ) : null}
        {error ? <StatusMessage tone="error">{error}</StatusMessage> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('users:actions.cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={pending} data-testid="confirm-action">
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
