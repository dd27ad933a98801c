import { Button, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  formatTicketNumber,
  needsAdminAttention,
  SUPPORT_TICKET_STATUSES,
  type SupportTicket,
  type SupportTicketStatus,
} from '@patili/domain/support';
import { useTranslation } from 'react-i18next';

import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { formatIstanbulMoment } from '../../../lib/format';
import { useTickets } from '../api/list-tickets';
import { TicketStatusBadge } from './ticket-status-badge';

const isStatus = (value: string | null): value is SupportTicketStatus =>
  value !== null && (SUPPORT_TICKET_STATUSES as readonly string[]).includes(value);

/**
 * The admin's support tickets table: a status filter, then the ticket's number (`DT-000123`),
 * requester (name and e-mail), subject, status, last update (Istanbul time)
 * and a details button; a ticket the user answered last is highlighted.
 */
export const AdminTicketsTable = ({
  status,
  page,
  onStatusChange,
  onPageChange,
  onOpen,
}: {
  status: SupportTicketStatus | undefined;
  page: number;
  onStatusChange: (status: SupportTicketStatus | undefined) => void;
  onPageChange: (page: number) => void;
  onOpen: (ticketId: string) => void;
}) => {
  const { t, i18n } = useTranslation();
  const tickets = useTickets({ status, page });
  const columns: DataTableColumn<SupportTicket>[] = [
    {
      key: 'number',
      header: t('support:admin.columns.number'),
      minWidth: 100,
      cell: (ticket) => (
        <Text ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatTicketNumber(ticket.number)}
        </Text>
      ),
    },
    {
      key: 'requester',
      header: t('support:admin.columns.requester'),
      minWidth: 210,
      cell: (ticket) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {ticket.requester.name}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ticket.requester.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'subject',
      header: t('support:admin.columns.subject'),
      minWidth: 190,
      cell: (ticket) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('support:admin.columns.status'),
      minWidth: 180,
      cell: (ticket) => (
        <>
          <TicketStatusBadge status={ticket.status} viewer="admin" />
          {needsAdminAttention(ticket.status) ? (
            <VisuallyHidden>{t('support:admin.newUserReply')}</VisuallyHidden>
          ) : null}
        </>
      ),
    },
    {
      key: 'lastUpdate',
      header: t('support:admin.columns.lastUpdate'),
      minWidth: 150,
      cell: (ticket) => (
        <Text size="sm" component="time" dateTime={ticket.lastMessageAt}>
          {formatIstanbulMoment(ticket.lastMessageAt, i18n.language)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('support:admin.columns.actions'),
      align: 'right',
      minWidth: 100,
      cell: (ticket) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(ticket.id)}
          aria-label={t('support:admin.detailsOf', { subject: ticket.subject })}
        >
          {t('support:admin.details')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Select
        label={t('support:admin.statusFilter')}
        data={[
          { value: 'all', label: t('support:admin.allStatuses') },
          ...SUPPORT_TICKET_STATUSES.map((value) => ({
            value,
            label: t(`support:status.${value}`),
          })),
        ]}
        value={status ?? 'all'}
        onChange={(value) => onStatusChange(isStatus(value) ? value : undefined)}
        allowDeselect={false}
        maw={280}
      />
      <DataTable
        label={t('support:admin.label')}
        query={tickets}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        page={page}
        onPageChange={onPageChange}
        highlightRow={(ticket) => needsAdminAttention(ticket.status)}
        minWidth={920}
        testId="support-tickets-table"
      />
    </Stack>
  );
};
