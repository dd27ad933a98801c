import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { SAVED_FORM_REDIRECT_MS } from '@patili/domain/shared';
import { canRequesterReply, formatTicketNumber } from '@patili/domain/support';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';

import { ErrorAlert } from '../../../components/feedback/error-alert';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { StatusMessage } from '../../../components/feedback/status-message';
import { Page } from '../../../components/layout/page';
import { useMyTicket } from '../../../features/support/api/get-my-ticket';
import { useReplyToTicket } from '../../../features/support/api/reply-to-ticket';
import { MessageForm } from '../../../features/support/components/message-form';
import { TicketThread } from '../../../features/support/components/ticket-thread';
import { TicketPriorityBadge, TicketStatusBadge } from '../../../features/support/components/ticket-status-badge';
import { formatIstanbulMoment } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';

const BackLink = () => {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={buildPath('support')} size="sm">
      <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> {t('support:thread.back')}
    </Anchor>
  );
};

/**
 * One of the user's tickets: its status, the thread with the support team's answers
 * marked, and a reply box until the ticket is closed (writing to a resolved ticket opens it again).
 * An unknown ticket says so and goes back to the list.
 */
const SupportTicketScreen = () => {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const { ticketId = '' } = useParams();
  const [params] = useSearchParams();
  const detail = useMyTicket(user.isAdmin ? '' : ticketId);
  const reply = useReplyToTicket();
  const state = useRecordState(detail, {
    key: ticketId,
    to: buildPath('support'),
    afterMs: SAVED_FORM_REDIRECT_MS,
  });

  if (user.isAdmin) return <Navigate to={buildPath('admin.support', undefined, { ticket: ticketId })} replace />;
  if (state === 'loading') return <LoadingScreen label={t('support:thread.loading')} />;
  if (state === 'not-found') {
    return (
      <Page size="sm">
        <StatusMessage tone="error">{t('support:errors.ticketNotFound')}</StatusMessage>
        <Text c="dimmed" size="sm">
          {t('support:thread.redirecting')}
        </Text>
      </Page>
    );
  }
  if (state === 'failed' || !detail.data) {
    return (
      <Page size="sm">
        <BackLink />
        <ErrorAlert message={t('support:errors.errorFetchingData')} onRetry={() => void detail.refetch()} />
      </Page>
    );
  }
  const { ticket } = detail.data;
  return (
    <Page size="md">
      <BackLink />
      {params.get('created') === '1' ? <StatusMessage tone="success">{t('support:new.created')}</StatusMessage> : null}
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Title>
        <Group gap="xs" wrap="wrap">
          <TicketStatusBadge status={ticket.status} viewer="user" />
          <TicketPriorityBadge priority={ticket.priority} />
          <Text size="sm" c="dimmed">
            {t('support:list.number', { number: formatTicketNumber(ticket.number) })} ·{' '}
            {t('support:thread.opened', { date: formatIstanbulMoment(ticket.createdAt, i18n.language) })}
          </Text>
        </Group>
      </Stack>
      <TicketThread detail={detail.data} viewer="user" />
      {ticket.status === 'resolved' ? <StatusMessage tone="info">{t('support:thread.resolvedNotice')}</StatusMessage> : null}
      {canRequesterReply(ticket.status) ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <MessageForm
            label={t('support:reply.label')}
            placeholder={t('support:reply.placeholder')}
            submitLabel={t('support:reply.send')}
            sentText={t('support:reply.sent')}
            failedText={t('support:reply.failed')}
            pending={reply.isPending}
            onSend={(text) => reply.mutateAsync({ ticketId: ticket.id, text })}
            testId="support-reply-form"
          />
        </Paper>
      ) : (
        <StatusMessage tone="info">{t('support:thread.closedNotice')}</StatusMessage>
      )}
    </Page>
  );
};

export default SupportTicketScreen;
