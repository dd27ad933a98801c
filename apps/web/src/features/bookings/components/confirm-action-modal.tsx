import { Textarea, type MantineColor } from '@mantine/core';
import { BOOKING_NOTE_MAX } from '@patili/domain/bookings';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

type Props = {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
  color?: MantineColor;
  /** Offers an optional note (cancel, reject) with this label and placeholder. */
  note?: { label: string; placeholder: string };
  /** Said under the question, before the note: what the change costs (a cancellation's refund). */
  details?: ReactNode;
  pending: boolean;
  /** The failure to show, if the last try failed. */
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
};

/**
 * Asks before a booking changes state (cancel, reject and accept after a confirmation),
 * with an optional note for the other side.
 */
export const ConfirmActionModal = ({
  opened,
  title,
  body,
  confirmLabel,
  cancelLabel,
  color,
  note,
  details,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel ?? t('common:actions.cancel')}
      color={color}
      pending={pending}
      error={error}
      onConfirm={() => onConfirm(text)}
      onClose={close}
    >
      {details}
      {note ? (
        <Textarea
          label={note.label}
          placeholder={note.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={BOOKING_NOTE_MAX}
          autosize
          minRows={2}
          maxRows={6}
        />
      ) : null}
    </ConfirmDialog>
  );
};
