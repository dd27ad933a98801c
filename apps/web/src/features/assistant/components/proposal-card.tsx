import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { AssistantAction } from '@patili/domain/assistant';
import {
  createSupportTicketInputSchema,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_SUBJECT_MAX,
} from '@patili/domain/support';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { useConfirmAction } from '../api/confirm-action';
import { useDeclineAction } from '../api/decline-action';

const STATE_COLOR = { done: 'teal', declined: 'gray', failed: 'red' } as const;

const StateBadge = ({ state }: { state: AssistantAction['state'] }) => {
  const { t } = useTranslation();
  if (state === 'proposed') return null;
  return (
    <Badge color={STATE_COLOR[state]} variant="light" data-testid="peri-proposal-state">
      {t(`assistant:dialog.proposal.state.${state}`)}
    </Badge>
  );
};

type OpenTicket = Extract<AssistantAction, { kind: 'open_ticket' }>;

/** A ticket Peri proposes to open: subject and description to edit, then confirmed or declined. */
const OpenTicketProposal = ({
  messageId,
  action,
  onNavigate,
}: {
  messageId: string;
  action: OpenTicket;
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const decline = useDeclineAction();
  const form = useSchemaForm<{ subject: string; description: string }>(
    createSupportTicketInputSchema,
    {
      initialValues: { subject: action.subject, description: action.description },
    },
  );
  const busy = confirm.isPending || decline.isPending;
  const failure = confirm.error ?? decline.error;

  if (action.state !== 'proposed') {
    return (
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {action.subject}
          </Text>
          <StateBadge state={action.state} />
        </Group>
        {action.state === 'done' && action.ticketId ? (
          <Anchor
            component={Link}
            to={buildPath('support.ticket', { ticketId: action.ticketId })}
            onClick={onNavigate}
            size="sm"
          >
            {t('assistant:dialog.proposal.openTicket.view')}
          </Anchor>
        ) : null}
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        confirm.mutate(
          {
            messageId,
            input: { subject: values.subject.trim(), description: values.description.trim() },
          },
          { onError: (error) => void applyServerFieldErrors(form, error) },
        ),
      )}
    >
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {t('assistant:dialog.proposal.openTicket.title')}
        </Text>
        <TextInput
          label={t('assistant:dialog.proposal.openTicket.subject')}
          maxLength={SUPPORT_SUBJECT_MAX}
          withAsterisk
          disabled={busy}
          data-testid="peri-ticket-subject"
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('assistant:dialog.proposal.openTicket.description')}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk
          disabled={busy}
          data-testid="peri-ticket-description"
          {...form.getInputProps('description')}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
            {errorMessage(failure, t('assistant:dialog.proposal.error'))}
          </Alert>
        ) : null}
        <ProposalButtons
          busy={busy}
          confirming={confirm.isPending}
          declining={decline.isPending}
          onDecline={() => decline.mutate({ messageId })}
        />
      </Stack>
    </form>
  );
};

const ProposalButtons = ({
  busy,
  confirming,
  declining,
  onConfirm,
  onDecline,
}: {
  busy: boolean;
  confirming: boolean;
  declining: boolean;
  /** Without it the confirm button submits the form around it. */
  onConfirm?: () => void;
  onDecline: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="xs">
      <Button
        variant="default"
        onClick={onDecline}
        disabled={busy && !declining}
        loading={declining}
        data-testid="peri-proposal-decline"
      >
        {t('assistant:dialog.proposal.decline')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        disabled={busy && !confirming}
        loading={confirming}
        data-testid="peri-proposal-confirm"
      >
        {t('assistant:dialog.proposal.confirm')}
      </Button>
    </Group>
  );
};

type TicketAction = Extract<AssistantAction, { kind: 'ticket_reply' | 'ticket_status' }>;

/** An admin's reply to, or status change of, an existing ticket: what will be done, confirmed first. */
const TicketActionProposal = ({
  messageId,
  action,
  onNavigate,
}: {
  messageId: string;
  action: TicketAction;
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  const confirm = useConfirmAction();
  const decline = useDeclineAction();
  const busy = confirm.isPending || decline.isPending;
  const failure = confirm.error ?? decline.error;
  const values = { number: action.ticketNumber, subject: action.ticketSubject };
  return (
    <Stack gap="sm">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {t(
            action.kind === 'ticket_reply'
              ? 'assistant:dialog.proposal.ticketReply.title'
              : 'assistant:dialog.proposal.ticketStatus.title',
          )}
        </Text>
        <StateBadge state={action.state} />
      </Group>
      {action.kind === 'ticket_reply' ? (
        <>
          <Text size="sm">{t('assistant:dialog.proposal.ticketReply.intro', values)}</Text>
          <Paper withBorder p="xs" radius="sm" bg="white">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {action.text}
            </Text>
          </Paper>
        </>
      ) : (
        <Text size="sm">
          {t('assistant:dialog.proposal.ticketStatus.intro', {
            ...values,
            status: t(`support:status.${action.status}`),
          })}
        </Text>
      )}
      {action.state === 'done' ? (
        <Anchor
          component={Link}
          to={buildPath('admin.support')}
          onClick={onNavigate}
          size="sm"
        >
          {t('assistant:dialog.proposal.ticketsPage')}
        </Anchor>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
          {errorMessage(failure, t('assistant:dialog.proposal.error'))}
        </Alert>
      ) : null}
      {action.state === 'proposed' ? (
        <ProposalButtons
          busy={busy}
          confirming={confirm.isPending}
          declining={decline.isPending}
          onConfirm={() => confirm.mutate({ messageId, input: {} })}
          onDecline={() => decline.mutate({ messageId })}
        />
      ) : null}
    </Stack>
  );
};

/** The action a Peri message proposes, under its text. */
export const ProposalCard = ({
  messageId,
  action,
  onNavigate,
}: {
  messageId: string;
  action: AssistantAction;
  onNavigate: () => void;
}) => (
  <Paper
    withBorder
    radius="md"
    p="sm"
    mt={8}
    bg="var(--mantine-color-body)"
    data-testid="peri-proposal"
  >
    {action.kind === 'open_ticket' ? (
      <OpenTicketProposal messageId={messageId} action={action} onNavigate={onNavigate} />
    ) : (
      <TicketActionProposal messageId={messageId} action={action} onNavigate={onNavigate} />
    )}
  </Paper>
);
