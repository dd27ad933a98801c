import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { EMERGENCY_NOTE_MAX, type EmergencyAction } from '@patili/domain/emergencies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';

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
    <Modal
      opened={action !== null}
      onClose={close}
      title={action ? t(`emergencies:vet.confirm.${action}Title`) : ''}
      centered
      radius="lg"
    >
      {action ? (
        <Stack gap="md">
          <Text>{t(`emergencies:vet.confirm.${action}Body`, { name: ownerName })}</Text>
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
          {error ? <StatusMessage tone="error">{error}</StatusMessage> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pending}>
              {t('emergencies:vet.confirm.cancel')}
            </Button>
            <Button
              color={CONFIRM_COLORS[action]}
              loading={pending}
              onClick={() => onConfirm(note)}
            >
              {t(`emergencies:vet.actions.${action}`)}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
};
