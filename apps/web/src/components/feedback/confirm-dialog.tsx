import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

import { StatusMessage } from './status-message';

/**
 * Asks before an action that cannot be taken back (a deletion, a booking's cancellation, a
 * back-office review): the user confirms or cancels. `children` are what the question needs
 * besides its text, such as a reason field. While the action runs the dialog cannot be closed;
 * a failed try shows its error here and keeps the dialog open, so nothing chosen or typed is lost.
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
  confirmTestId = 'confirm-dialog-confirm',
  zIndex,
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
  /** The confirm button's test id, for a dialog that tests find by its own. */
  confirmTestId?: string;
  /** Above the default layer, for a dialog opened from another dialog. */
  zIndex?: number;
  children?: ReactNode;
}) => (
  <Modal opened={opened} onClose={() => !pending && onClose()} title={title} centered radius="lg" zIndex={zIndex}>
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
          data-testid={confirmTestId}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </Modal>
);
