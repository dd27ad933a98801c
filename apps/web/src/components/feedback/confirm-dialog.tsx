import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

import { StatusMessage } from './status-message';

/**
 * Asks before an action that cannot be taken back (a back-office review, an announcement): the
 * admin confirms or cancels. A failed try shows its error here and keeps the dialog open, so
 * nothing the admin chose or typed is lost.
 */
export const ConfirmDialog = ({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  color = 'teal',
  pending,
  error,
  onConfirm,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  color?: MantineColor;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) => (
  <Modal opened={opened} onClose={() => !pending && onClose()} title={title} centered radius="lg">
    <Stack gap="md">
      <Text style={{ overflowWrap: 'anywhere' }}>{body}</Text>
      {children}
      {error ? <StatusMessage tone="error">{error}</StatusMessage> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          color={color}
          onClick={onConfirm}
          loading={pending}
          data-testid="confirm-dialog-confirm"
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
