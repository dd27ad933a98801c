import { Textarea } from '@mantine/core';
import { EMERGENCY_NOTE_MAX, type EmergencyAction } from '@patili/domain/emergencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

const CONFIRM_COLORS: Readonly<Record<EmergencyAction, string>> = {
  acknowledge: 'teal',
  cannot_help: 'red',
  resolve: 'indigo',
};

/**
 * Asks before the vet answers a request (acknowledge, cannot help, resolve), with an optional
 * note for the owner. The note stays while the answer is sent, and after a failure.
 */
export const AnswerEmergencyModal = ({
  action,
  ownerName,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** The action to confirm, or null when closed. */
  action: EmergencyAction | null;
  ownerName: string;
  pending: boolean;
  error: string | null;
  onConfirm: (note: string) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    onClose();
  };
  return (
    <ConfirmDialog
      opened={action !== null}
      title={action ? t(`emergencies:vet.confirm.${action}Title`) : ''}
      body={action ? t(`emergencies:vet.confirm.${action}Body`, { name: ownerName }) : ''}
      confirmLabel={action ? t(`emergencies:vet.actions.${action}`) : ''}
      cancelLabel={t('emergencies:vet.confirm.cancel')}
      color={action ? CONFIRM_COLORS[action] : undefined}
      pending={pending}
      error={error}
      onConfirm={() => onConfirm(note)}
      onClose={close}
    >
      <Textarea
        label={t('emergencies:vet.confirm.noteLabel')}
        placeholder={t('emergencies:vet.confirm.notePlaceholder')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={EMERGENCY_NOTE_MAX}
        autosize
        minRows={2}
        maxRows={6}
      />
    </ConfirmDialog>
  );
};
