import { Button, Divider, Group, Modal, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  formatTicketNumber,
  SUPPORT_TICKET_PRIORITIES,
  SUPPORT_TICKET_STATUSES,
  type SupportTicket,
  type SupportTicketPriority,
  type SupportTicketStatus,
} from '@patili/domain/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Fact } from '../../../components/layout/fact';
import { errorMessage } from '../../../lib/form';
import { formatIstanbulMoment } from '../../../lib/format';
import { useTicket } from '../api/get-ticket';
import { useReplyAsAdmin } from '../api/reply-as-admin';
import { useUpdateTicket } from '../api/update-ticket';
import { MessageForm } from './message-form';
import { TicketThread } from './ticket-thread';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-status-badge';

/**
 * The status and priority of a ticket (updating details merges the given fields): saved
 * together; closing asks first, since the user can no longer write to a closed ticket.
 */
const TicketControls = ({ ticket }: { ticket: SupportTicket }) => {
  const { t } = useTranslation();
  const update = useUpdateTicket();
  const [status, setStatus] = useState<SupportTicketStatus>(ticket.status);
  const [priority, setPriority] = useState<SupportTicketPriority>(ticket.priority);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A newer ticket from the server (a reply, a refetch) resets the choice to what is stored.
  const [stored, setStored] = useState({ status: ticket.status, priority: ticket.priority });
  if (stored.status !== ticket.status || stored.priority !== ticket.priority) {
    setStored({ status: ticket.status, priority: ticket.priority });
    setStatus(ticket.status);
    setPriority(ticket.priority);
  }

  const changed = status !== ticket.status || priority !== ticket.priority;
  const save = async () => {
    setConfirming(false);
    setResult(null);
    try {
      await update.mutateAsync({
        ticketId: ticket.id,
        patch: {
          ...(status !== ticket.status ? { status } : {}),
          ...(priority !== ticket.priority ? { priority } : {}),
        },
      });
      setResult({ tone: 'success', text: t('support:admin.saved') });
    } catch (error) {
      setResult({ tone: 'error', text: errorMessage(error, t('support:admin.saveFailed')) });
    }
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('support:admin.status')}
          data={SUPPORT_TICKET_STATUSES.map((value) => ({
            value,
            label: t(`support:status.${value}`),
          }))}
          value={status}
          onChange={(value) => value && setStatus(value)}
          allowDeselect={false}
        />
        <Select
          label={t('support:admin.priority')}
          data={SUPPORT_TICKET_PRIORITIES.map((value) => ({
            value,
            label: t(`support:priority.${value}`),
          }))}
          value={priority}
          onChange={(value) => value && setPriority(value)}
          allowDeselect={false}
        />
      </SimpleGrid>
      {result ? <StatusMessage tone={result.tone}>{result.text}</StatusMessage> : null}
      <Group justify="flex-end">
        <Button
          variant="light"
          disabled={!changed}
          loading={update.isPending}
          onClick={() =>
            status === 'closed' && ticket.status !== 'closed' ? setConfirming(true) : void save()
          }
        >
          {t('support:admin.save')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('support:admin.confirmCloseTitle')}
        body={t('support:admin.confirmCloseBody')}
        confirmLabel={t('support:admin.confirmClose')}
        cancelLabel={t('support:admin.cancel')}
        color="red"
        pending={false}
        error={null}
        onConfirm={() => void save()}
        onClose={() => setConfirming(false)}
        zIndex={400}
      />
    </Stack>
  );
};

/**
 * The admin's ticket dialog: who asked and when, the thread with the
 * admins' messages marked, the status and priority, and a reply box. Everything the admin does
 * here is written to the action log on the server.
 */
export const AdminTicketDialog = ({
  ticketId,
  onClose,
}: {
  ticketId: string | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const detail = useTicket(ticketId);
  const reply = useReplyAsAdmin();
  const ticket = detail.data?.ticket;
  return (
    <Modal
      opened={ticketId !== null}
      onClose={onClose}
      size="xl"
      title={
        ticket
          ? t('support:admin.dialogTitle', { number: formatTicketNumber(ticket.number) })
          : t('support:admin.loading')
      }
      closeButtonProps={{ 'aria-label': t('support:admin.close') }}
    >
      {detail.isPending ? (
        <LoadingScreen label={t('support:admin.loading')} fullHeight={false} />
      ) : detail.isError ? (
        <ErrorAlert
          message={errorMessage(detail.error, t('support:errors.errorFetchingData'))}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <Stack gap="md" data-testid="support-ticket-dialog">
          <Stack gap={6}>
            <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {detail.data.ticket.subject}
            </Title>
            <Group gap="xs">
              <TicketStatusBadge status={detail.data.ticket.status} viewer="admin" />
              <TicketPriorityBadge priority={detail.data.ticket.priority} />
            </Group>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Fact label={t('support:admin.requester')}>
              {`${detail.data.ticket.requester.name} · ${detail.data.ticket.requester.email}`}
            </Fact>
            <Fact label={t('support:admin.assignedTo')}>
              {detail.data.ticket.assignedAdminName ?? t('support:admin.unassigned')}
            </Fact>
            <Fact label={t('support:admin.createdAt')}>
              {formatIstanbulMoment(detail.data.ticket.createdAt, i18n.language)}
            </Fact>
            <Fact label={t('support:admin.lastMessageAt')}>
              {formatIstanbulMoment(detail.data.ticket.lastMessageAt, i18n.language)}
            </Fact>
          </SimpleGrid>
          <TicketControls ticket={detail.data.ticket} />
          <Divider />
          <TicketThread detail={detail.data} viewer="admin" />
          <MessageForm
            label={t('support:admin.replyLabel')}
            placeholder={t('support:admin.replyPlaceholder')}
            submitLabel={t('support:admin.send')}
            sentText={t('support:admin.sent')}
            failedText={t('support:admin.sendFailed')}
            pending={reply.isPending}
            onSend={(text) => reply.mutateAsync({ ticketId: detail.data.ticket.id, text })}
            testId="support-admin-reply-form"
          />
        </Stack>
      )}
    </Modal>
  );
};
