import { Textarea, type MantineColor } from '@mantine/core';
import { REJECTION_REASON_MAX } from '@patili/domain/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';

type Props = {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  color?: MantineColor;
  /** Asks for the rejection reason (required, trimmed, at most 500 characters). */
  withReason?: boolean;
  pending: boolean;
  /** The failure of the last try (the server's message), if it failed; what was typed stays. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Asks before an admin's irreversible step on a payment, with the rejection reason when it is a reject. */
export const PaymentActionModal = ({
  opened,
  title,
  body,
  confirmLabel,
  color,
  withReason = false,
  pending,
  error,
  onConfirm,
  onClose,
}: Props) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const confirm = () => {
    if (withReason && reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      body={body}
      confirmLabel={confirmLabel}
      cancelLabel={t('payments:finance.cancel')}
      color={color}
      pending={pending}
      error={error}
      onConfirm={confirm}
      onClose={close}
      confirmTestId="payment-action-confirm"
    >
      {withReason ? (
        <Textarea
          label={t('payments:finance.rejectDialog.reason')}
          placeholder={t('payments:finance.rejectDialog.reasonPlaceholder')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          maxLength={REJECTION_REASON_MAX}
          description={`${reason.length}/${REJECTION_REASON_MAX}`}
          error={missing ? t('payments:errors.reasonRequired') : undefined}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          data-testid="reject-reason"
        />
      ) : null}
    </ConfirmDialog>
  );
};
