import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  CopyButton,
  FileButton,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DOCUMENT_ACCEPT, type FileView } from '@patili/domain/files';
import { formatIban, isPaymentAwaited, type OwnerPayment } from '@patili/domain/payments';
import { formatKurus } from '@patili/domain/shared';
import {
  IconCheck,
  IconCopy,
  IconFileUpload,
  IconInfoCircle,
  IconPaperclip,
  IconX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { StatusMessage } from '../../../components/feedback/status-message';
import { useUploadFile } from '../../../components/files/upload-file';
import { CardPanel } from '../../../components/layout/card-panel';
import { Fact } from '../../../components/layout/fact';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useBookingPayment, type BookingRef } from '../api/get-booking-payment';
import { useSubmitReceipt } from '../api/submit-receipt';
import { PaymentStatusBadge } from './payment-status-badge';

/** The booking statuses a payment can exist for (opened by the provider's accept). */
const PAYABLE_BOOKING_STATUSES = ['confirmed', 'completed', 'cancelled'];


/** A value to write in the bank's form, with a copy button. */
const Copyable = ({
  value,
  shown,
  label,
  testId,
}: {
  value: string;
  shown: string;
  label: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <Text
        fw={700}
        ff="monospace"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {shown}
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('payments:panel.copied') : label} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={label}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
};

/**
 * The receipt upload: pick a pdf, jpg or png (it is uploaded at once), then send it. A failed
 * send keeps the uploaded file, so the owner only presses send again.
 */
const ReceiptUpload = ({ bookingId, again }: { bookingId: string; again: boolean }) => {
  const { t } = useTranslation();
  const upload = useUploadFile('payment_receipt');
  const submit = useSubmitReceipt();
  const resetRef = useRef<() => void>(null);
  const [chosen, setChosen] = useState<FileView | null>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    submit.reset();
    const stored = await upload.upload(file);
    if (stored) setChosen(stored);
  };
  const send = () => {
    if (!chosen) return;
    submit.mutate(
      { bookingId, fileId: chosen.id },
      {
        onSuccess: () => {
          setChosen(null);
          notifications.show({ color: 'green', message: t('payments:panel.uploaded') });
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <FileButton
          resetRef={resetRef}
          accept={DOCUMENT_ACCEPT}
          onChange={(file) => void choose(file)}
          disabled={upload.isUploading || submit.isPending}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconPaperclip size={16} />}
              loading={upload.isUploading}
              data-testid="receipt-choose"
            >
              {t('payments:panel.chooseReceipt')}
            </Button>
          )}
        </FileButton>
        {chosen ? (
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" truncate="end" maw={220} data-testid="receipt-chosen">
              {chosen.name}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => setChosen(null)}
              aria-label={t('files:ui.remove')}
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      {upload.progress !== null ? (
        <Text size="xs" c="dimmed">
          {t('files:ui.uploading', { percent: upload.progress })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('payments:panel.receiptHint')}
      </Text>
      {upload.error ? <StatusMessage tone="error">{upload.error}</StatusMessage> : null}
      {submit.isError ? (
        <StatusMessage tone="error">
          {errorMessage(submit.error, t('payments:panel.uploadFailed'))}
        </StatusMessage>
      ) : null}
      <div>
        <Button
          size="sm"
          leftSection={<IconFileUpload size={16} />}
          onClick={send}
          disabled={!chosen}
          loading={submit.isPending}
          data-testid="receipt-send"
        >
          {again ? t('payments:panel.uploadAgain') : t('payments:panel.uploadReceipt')}
        </Button>
      </div>
    </Stack>
  );
};

/** What the owner reads and does for a payment still owed: where to pay, how much, the reference, the upload. */
const AwaitedPayment = ({
  payment,
  platformIban,
}: {
  payment: OwnerPayment;
  platformIban: string | null;
}) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Stack gap="sm">
      {payment.status === 'rejected' ? (
        <Alert
          color="red"
          variant="light"
          title={t('payments:panel.rejectedTitle')}
          data-testid="payment-rejected"
        >
          <Stack gap={4}>
            {payment.rejectionReason ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {t('payments:panel.rejectedReason', { reason: payment.rejectionReason })}
              </Text>
            ) : null}
            <Text size="sm">{t('payments:panel.rejectedAgain')}</Text>
          </Stack>
        </Alert>
      ) : null}
      {payment.status === 'receipt_uploaded' ? (
        <Text size="sm" data-testid="payment-under-review">
          {t('payments:panel.underReview', {
            date: formatIstanbulMoment(payment.receiptUploadedAt ?? new Date(), locale),
          })}
        </Text>
      ) : null}
      {platformIban === null ? (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={18} />}
          data-testid="payment-details-pending"
        >
          {t('payments:panel.detailsPending')}
        </Alert>
      ) : payment.status !== 'receipt_uploaded' ? (
        <Text size="sm">{t('payments:panel.instructions')}</Text>
      ) : null}
      <Group
        align="flex-start"
        style={{ rowGap: 'var(--mantine-spacing-xs)', columnGap: 'var(--mantine-spacing-xl)' }}
      >
        <Fact label={t('payments:panel.amount')}>
          <Text fw={700} size="lg" data-testid="payment-amount">
            {formatKurus(payment.amountKurus, locale)}
          </Text>
        </Fact>
        {platformIban ? (
          <Fact label={t('payments:panel.recipient')}>{t('payments:panel.recipientName')}</Fact>
        ) : null}
      </Group>
      {platformIban ? (
        <Fact label={t('payments:panel.iban')}>
          <Copyable
            value={platformIban}
            shown={formatIban(platformIban)}
            label={t('payments:panel.copyIban')}
            testId="payment-iban"
          />
        </Fact>
      ) : null}
      <Fact label={t('payments:panel.reference')}>
        <Stack gap={2}>
          <Copyable
            value={payment.reference}
            shown={payment.reference}
            label={t('payments:panel.copyReference')}
            testId="payment-reference"
          />
          <Text size="xs" c="dimmed">
            {t('payments:panel.referenceHint')}
          </Text>
        </Stack>
      </Fact>
      {payment.receipt ? (
        <Anchor href={payment.receipt.url} target="_blank" rel="noopener" size="sm">
          {t('payments:panel.viewReceipt')}: {payment.receipt.name}
        </Anchor>
      ) : null}
      {payment.canUploadReceipt ? (
        <ReceiptUpload bookingId={payment.bookingId} again={payment.status === 'rejected'} />
      ) : null}
    </Stack>
  );
};

/**
 * A cancelled booking's settled refund: the amount and its share of the payment, or that the
 * policy refunded nothing. Null while nothing was settled (not cancelled after paying).
 */
const refundLine = (t: TFunction, payment: OwnerPayment, locale: string): string | null => {
  if (payment.refundKurus === null || payment.refundPercent === null) return null;
  if (payment.refundKurus === 0) return t('payments:panel.noRefund');
  return t('payments:panel.refundAmount', {
    amount: formatKurus(payment.refundKurus, locale),
    percent: payment.refundPercent,
  });
};

/** A settled payment: one line saying where it stands, and a cancellation's refund. */
const SettledPayment = ({ payment }: { payment: OwnerPayment }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const date = (value: string | null) => (value ? formatIstanbulMoment(value, locale) : '');
  const refund = refundLine(t, payment, locale);
  const line =
    payment.status === 'confirmed'
      ? t('payments:panel.confirmedNote', { date: date(payment.confirmedAt) })
      : payment.status === 'paid_out'
        ? t('payments:panel.paidOutNote')
        : payment.status === 'refund_due'
          ? t('payments:panel.refundDueNote')
          : payment.status === 'refunded'
            ? t('payments:panel.refundedNote', { date: date(payment.refundedAt) })
            : t('payments:panel.voidNote');
  return (
    <Group justify="space-between" gap="sm">
      <Stack gap={2}>
        <Text size="sm">
          {line}{' '}
          <Text span c="dimmed" size="sm">
            ({payment.reference} · {formatKurus(payment.amountKurus, locale)})
          </Text>
        </Text>
        {refund ? (
          <Text size="sm" fw={600} data-testid="payment-refund">
            {refund}
          </Text>
        ) : null}
      </Stack>
      {payment.receipt ? (
        <Anchor href={payment.receipt.url} target="_blank" rel="noopener" size="sm">
          {t('payments:panel.viewReceipt')}
        </Anchor>
      ) : null}
    </Group>
  );
};

/**
 * The payment of an owner's booking on its card: for a payment still owed, the
 * platform IBAN (or that the details will follow), the amount, the reference to write in the
 * transfer's description with copy buttons, a rejected receipt's reason and the receipt upload;
 * for a settled one, where it stands. Nothing for a booking without a payment, or a voided one.
 */
export const BookingPaymentPanel = ({ booking }: { booking: BookingRef }) => {
  const { t } = useTranslation();
  const enabled = PAYABLE_BOOKING_STATUSES.includes(booking.status);
  const query = useBookingPayment(booking, { enabled });
  if (!enabled) return null;
  if (query.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('payments:panel.loading')}
        </Text>
      </Group>
    );
  }
  if (query.isError)
    return (
      <ErrorAlert message={t('payments:panel.loadFailed')} onRetry={() => void query.refetch()} />
    );
  const { payment, platformIban } = query.data;
  if (!payment || payment.status === 'void') return null;
  return (
    <CardPanel
      id={`payment-${payment.id}`}
      title={t('payments:panel.title')}
      aside={<PaymentStatusBadge status={payment.status} />}
      testId="payment-panel"
    >
      {isPaymentAwaited(payment.status) ? (
        <AwaitedPayment payment={payment} platformIban={platformIban} />
      ) : (
        <SettledPayment payment={payment} />
      )}
    </CardPanel>
  );
};

/** The `payment_pending` badge beside the booking's status while its payment is awaited (decision 016). */
export const BookingPaymentBadge = ({ booking }: { booking: BookingRef }) => {
  const { t } = useTranslation();
  const enabled = PAYABLE_BOOKING_STATUSES.includes(booking.status);
  const query = useBookingPayment(booking, { enabled });
  const payment = enabled ? query.data?.payment : null;
  if (!payment || !isPaymentAwaited(payment.status)) return null;
  return (
    <Badge
      color="grape"
      variant="light"
      tt="none"
      size="md"
      style={{ flexShrink: 0 }}
      data-testid="payment-pending-badge"
    >
      {t('bookings:status.payment_pending')}
    </Badge>
  );
};
