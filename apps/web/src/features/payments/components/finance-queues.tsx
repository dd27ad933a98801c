import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatIban,
  PAYMENT_QUEUES,
  type AdminPayment,
  type PaymentQueue,
} from '@patili/domain/payments';
import { CANCELLATION_POLICY_TEXTS } from '@patili/domain/bookings';
import { formatKurus } from '@patili/domain/shared';
import {
  IconCheck,
  IconCoin,
  IconExternalLink,
  IconReceiptRefund,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { StatusTabsList } from '../../../components/layout/status-tabs-list';
import { errorMessage } from '../../../lib/form';
import { formatCalendarDate, formatIstanbulMoment } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { useConfirmPayment } from '../api/confirm-payment';
import { usePaymentQueue } from '../api/list-payment-queue';
import { usePayOutPayment } from '../api/pay-out-payment';
import { useRefundPayment } from '../api/refund-payment';
import { useRejectPayment } from '../api/reject-payment';
import { PaymentActionModal } from './payment-action-modal';
import { PaymentStatusBadge } from './payment-status-badge';

type Action = 'confirm' | 'reject' | 'payout' | 'refund';
type Pending = { action: Action; payment: AdminPayment } | null;

/** A person in a cell: the name, the e-mail under it. */
const Person = ({ name, email }: { name: string; email: string }) => (
  <Stack gap={0}>
    <Text size="sm" fw={500}>
      {name}
    </Text>
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Text>
  </Stack>
);

/** When the row's booking takes place: its Istanbul days as asked, in the language. */
const bookingDates = (row: AdminPayment, locale: string) =>
  row.booking.startDate === row.booking.endDate
    ? formatCalendarDate(row.booking.startDate, locale)
    : `${formatCalendarDate(row.booking.startDate, locale)} – ${formatCalendarDate(row.booking.endDate, locale)}`;

/** Whether the row's provider replaced their IBAN less than a day ago (payouts to it wait). */
const ibanHeld = (row: AdminPayment) =>
  row.provider.payoutIbanHeldUntil !== null && new Date(row.provider.payoutIbanHeldUntil) > new Date();

/** What a cancelled row refunds: its settled share, or the whole amount of one settled before policies. */
const refundOf = (row: AdminPayment) => row.refundKurus ?? row.amountKurus;

/** One queue as a server-paged table with each row's actions, and the modal that asks before any of them. */
const QueueTable = ({ queue }: { queue: PaymentQueue }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const [page, setPage] = useState(1);
  const query = usePaymentQueue({ queue, page });
  const [pending, setPending] = useState<Pending>(null);
  const confirm = useConfirmPayment();
  const reject = useRejectPayment();
  const payOut = usePayOutPayment();
  const refund = useRefundPayment();
  const mutations = { confirm, reject, payout: payOut, refund } as const;
  const current = pending ? mutations[pending.action] : null;

  const open = (action: Action, payment: AdminPayment) => {
    for (const mutation of Object.values(mutations)) mutation.reset();
    setPending({ action, payment });
  };
  const close = () => setPending(null);
  const done = (message: string) => {
    notifications.show({ color: 'green', message });
    close();
  };
  const run = (reason: string) => {
    if (!pending) return;
    const paymentId = pending.payment.id;
    switch (pending.action) {
      case 'confirm':
        confirm.mutate(
          { paymentId },
          { onSuccess: () => done(t('payments:finance.confirmDialog.success')) },
        );
        break;
      case 'reject':
        reject.mutate(
          { paymentId, reason },
          { onSuccess: () => done(t('payments:finance.rejectDialog.success')) },
        );
        break;
      case 'payout':
        payOut.mutate(
          { paymentId, iban: pending.payment.provider.payoutIban ?? '' },
          { onSuccess: () => done(t('payments:finance.payoutDialog.success')) },
        );
        break;
      case 'refund':
        refund.mutate(
          { paymentId },
          { onSuccess: () => done(t('payments:finance.refundDialog.success')) },
        );
        break;
    }
  };

  const money = (kurus: number) => formatKurus(kurus, locale);
  const receiptLink = (row: AdminPayment) =>
    row.receipt ? (
      <Anchor
        href={row.receipt.url}
        target="_blank"
        rel="noopener"
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Group gap={4} wrap="nowrap" component="span">
          {t('payments:finance.actions.openReceipt')}
          <IconExternalLink size={14} aria-hidden />
        </Group>
      </Anchor>
    ) : null;

  const reference: DataTableColumn<AdminPayment> = {
    key: 'reference',
    header: t('payments:finance.columns.reference'),
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" ff="monospace" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {row.reference}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {bookingDates(row, locale)}
        </Text>
      </Stack>
    ),
    minWidth: 140,
  };
  const owner: DataTableColumn<AdminPayment> = {
    key: 'owner',
    header: t('payments:finance.columns.owner'),
    cell: (row) => <Person {...row.owner} />,
    minWidth: 150,
  };
  const provider: DataTableColumn<AdminPayment> = {
    key: 'provider',
    header: t('payments:finance.columns.provider'),
    cell: (row) => <Person {...row.provider} />,
    minWidth: 150,
  };
  const amount: DataTableColumn<AdminPayment> = {
    key: 'amount',
    header: t('payments:finance.columns.amount'),
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {money(row.amountKurus)}
      </Text>
    ),
    align: 'right',
  };

  const policy: DataTableColumn<AdminPayment> = {
    key: 'policy',
    header: t('payments:finance.columns.policy'),
    cell: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {t(CANCELLATION_POLICY_TEXTS[row.booking.cancellationPolicy].label)}
        </Text>
        {row.booking.cancelledBy === 'owner' ||
        row.booking.cancelledBy === 'provider' ||
        row.booking.cancelledBy === 'system' ? (
          <Text size="xs" c="dimmed">
            {t(`payments:finance.cancelledBy.${row.booking.cancelledBy}`)}
          </Text>
        ) : null}
      </Stack>
    ),
    minWidth: 150,
  };
  const refundAmount: DataTableColumn<AdminPayment> = {
    key: 'refund',
    header: t('payments:finance.columns.refund'),
    cell: (row) => (
      <Stack gap={0} align="flex-end">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {money(refundOf(row))}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('payments:finance.refundShare', {
            percent: row.refundPercent ?? 100,
            total: money(row.amountKurus),
          })}
        </Text>
      </Stack>
    ),
    align: 'right',
  };

  const columns: Record<PaymentQueue, DataTableColumn<AdminPayment>[]> = {
    receipts: [
      reference,
      owner,
      provider,
      amount,
      {
        key: 'uploadedAt',
        header: t('payments:finance.columns.uploadedAt'),
        cell: (row) => (
          <Stack gap={2} align="flex-start">
            <Text size="sm">
              {row.receiptUploadedAt ? formatIstanbulMoment(row.receiptUploadedAt, locale) : ''}
            </Text>
            {receiptLink(row)}
          </Stack>
        ),
        minWidth: 130,
      },
      {
        key: 'actions',
        header: t('payments:finance.columns.actions'),
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              color="teal"
              leftSection={<IconCheck size={14} />}
              onClick={() => open('confirm', row)}
            >
              {t('payments:finance.actions.confirm')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={() => open('reject', row)}
            >
              {t('payments:finance.actions.reject')}
            </Button>
          </Group>
        ),
      },
    ],
    payouts: [
      reference,
      provider,
      {
        key: 'iban',
        header: t('payments:finance.columns.iban'),
        cell: (row) =>
          row.provider.payoutIban ? (
            <Stack gap={2}>
              <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {formatIban(row.provider.payoutIban)}
              </Text>
              {ibanHeld(row) && row.provider.payoutIbanHeldUntil ? (
                <Badge color="orange" variant="light" tt="none" data-testid="iban-held">
                  {t('payments:finance.ibanHeld', {
                    date: formatIstanbulMoment(row.provider.payoutIbanHeldUntil, locale),
                  })}
                </Badge>
              ) : null}
            </Stack>
          ) : (
            <Badge color="red" variant="light" tt="none">
              {t('payments:finance.noIban')}
            </Badge>
          ),
        minWidth: 230,
      },
      {
        key: 'payout',
        header: t('payments:finance.columns.payout'),
        cell: (row) => (
          <Stack gap={0} align="flex-end">
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(row.payoutKurus)}
            </Text>
            {row.booking.cancelledAt ? (
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('payments:finance.keptPart', { percent: row.refundPercent ?? 0 })}
              </Text>
            ) : null}
          </Stack>
        ),
        align: 'right',
      },
      {
        key: 'completedAt',
        header: t('payments:finance.columns.settledAt'),
        cell: (row) => {
          const at = row.booking.completedAt ?? row.booking.cancelledAt;
          return at ? formatIstanbulMoment(at, locale) : '';
        },
        minWidth: 140,
      },
      {
        key: 'actions',
        header: t('payments:finance.columns.actions'),
        cell: (row) => {
          const button = (
            <Button
              size="xs"
              leftSection={<IconCoin size={14} />}
              // A replaced IBAN is paid to a day after the change (the badge beside it says until when).
              disabled={!row.provider.payoutIban || ibanHeld(row)}
              onClick={() => open('payout', row)}
            >
              {t('payments:finance.actions.markPaid')}
            </Button>
          );
          return row.provider.payoutIban ? (
            button
          ) : (
            <Tooltip label={t('payments:finance.noIbanReason')} withArrow multiline w={220}>
              {/* A disabled button takes no pointer events: the wrapper carries the reason. */}
              <span
                tabIndex={0}
                aria-label={t('payments:finance.noIbanReason')}
                style={{ display: 'inline-block' }}
              >
                {button}
              </span>
            </Tooltip>
          );
        },
      },
    ],
    refunds: [
      reference,
      owner,
      refundAmount,
      policy,
      {
        key: 'status',
        header: t('payments:finance.columns.cancelledAt'),
        cell: (row) => (
          <Stack gap={4} align="flex-start">
            <PaymentStatusBadge status={row.status} />
            <Text size="xs" c="dimmed">
              {row.booking.cancelledAt ? formatIstanbulMoment(row.booking.cancelledAt, locale) : ''}
            </Text>
            {receiptLink(row)}
          </Stack>
        ),
        minWidth: 150,
      },
      {
        key: 'actions',
        header: t('payments:finance.columns.actions'),
        cell: (row) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              color="orange"
              leftSection={<IconReceiptRefund size={14} />}
              onClick={() => open('refund', row)}
            >
              {t('payments:finance.actions.markRefunded')}
            </Button>
          </Group>
        ),
      },
    ],
  };

  const dialog = (() => {
    if (!pending) return null;
    const row = pending.payment;
    const names = { owner: row.owner.name, provider: row.provider.name, reference: row.reference };
    switch (pending.action) {
      case 'confirm':
        return {
          title: t('payments:finance.confirmDialog.title'),
          body: t('payments:finance.confirmDialog.body', {
            ...names,
            amount: money(row.amountKurus),
          }),
          confirmLabel: t('payments:finance.confirmDialog.confirm'),
          color: 'teal',
        };
      case 'reject':
        return {
          title: t('payments:finance.rejectDialog.title'),
          body: t('payments:finance.rejectDialog.body', names),
          confirmLabel: t('payments:finance.rejectDialog.confirm'),
          color: 'red',
        };
      case 'payout':
        return {
          title: t('payments:finance.payoutDialog.title'),
          body: t('payments:finance.payoutDialog.body', {
            ...names,
            amount: money(row.payoutKurus),
            iban: formatIban(row.provider.payoutIban ?? ''),
          }),
          confirmLabel: t('payments:finance.payoutDialog.confirm'),
          color: 'orange',
        };
      case 'refund':
        return {
          title: t('payments:finance.refundDialog.title'),
          body: t('payments:finance.refundDialog.body', {
            ...names,
            amount: money(refundOf(row)),
          }),
          confirmLabel: t('payments:finance.refundDialog.confirm'),
          color: 'orange',
        };
    }
  })();

  return (
    <>
      <DataTable
        label={t(`payments:finance.queues.${queue}`)}
        query={query}
        columns={columns[queue]}
        rowKey={(row) => row.id}
        page={page}
        onPageChange={setPage}
        minWidth={860}
        testId={`finance-${queue}`}
      />
      <PaymentActionModal
        key={pending ? `${pending.action}-${pending.payment.id}` : 'closed'}
        opened={pending !== null}
        title={dialog?.title ?? ''}
        body={dialog?.body ?? ''}
        confirmLabel={dialog?.confirmLabel ?? ''}
        color={dialog?.color}
        withReason={pending?.action === 'reject'}
        pending={current?.isPending ?? false}
        error={
          current?.isError ? errorMessage(current.error, t('payments:finance.actionFailed')) : null
        }
        onConfirm={run}
        onClose={close}
      />
    </>
  );
};

/**
 * The finance page's work: receipts to check (open, confirm, reject with a
 * reason), payouts due (completed bookings with a confirmed payment: the provider, their IBAN and
 * the net amount; paying is refused without a valid IBAN) and refunds due, each a server-paged
 * table, each action asked for in a modal.
 */
export const FinanceQueues = () => {
  const { t } = useTranslation();
  const [tab, setTab] = useState<PaymentQueue>('receipts');
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && setTab(value as PaymentQueue)}
      keepMounted={false}
    >
      <StatusTabsList
        label={t('payments:finance.tabsLabel')}
        tabs={PAYMENT_QUEUES.map((queue) => ({
          value: queue,
          label: t(`payments:finance.queues.${queue}`),
        }))}
      />
      {PAYMENT_QUEUES.map((queue) => (
        <Tabs.Panel key={queue} value={queue}>
          <QueueTable queue={queue} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
