import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { formatTicketNumber, SUPPORT_PAGE_SIZE } from '@patili/domain/support';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorAlert } from '../../../components/feedback/error-alert';
import { ListPagination } from '../../../components/feedback/list-pagination';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { formatIstanbulMoment } from '../../../lib/format';
import { useMyTickets } from '../api/list-my-tickets';
import { TicketStatusBadge } from './ticket-status-badge';

/**
 * The user's tickets, latest message first, a page at a time: subject, number, status
 * in the user's words ("Yeni destek yanıtı" once the support team answered) and the last update
 * (Istanbul time). Each opens its thread.
 */
export const MyTickets = ({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) => {
  const { t, i18n } = useTranslation();
  const tickets = useMyTickets(page);
  if (tickets.isPending)
    return <LoadingScreen label={t('support:list.loading')} fullHeight={false} />;
  if (tickets.isError) {
    return (
      <ErrorAlert
        message={t('support:errors.errorFetchingData')}
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  const { items, total } = tickets.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconLifebuoy size={26} />}
        title={t('support:list.empty')}
        body={t('support:list.emptyHint')}
        testId="support-empty"
      />
    );
  }
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        aria-label={t('support:list.label')}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((ticket) => (
          <li key={ticket.id}>
            <UnstyledButton
              component={Link}
              to={buildPath('support.ticket', { ticketId: ticket.id })}
              w="100%"
              data-testid="support-ticket-row"
            >
              <Paper withBorder radius="md" p="md">
                <Stack gap={6}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {ticket.subject}
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <TicketStatusBadge status={ticket.status} viewer="user" />
                    <Text size="sm" c="dimmed">
                      {t('support:list.number', { number: formatTicketNumber(ticket.number) })} ·{' '}
                      {t('support:list.lastUpdate', {
                        date: formatIstanbulMoment(ticket.lastMessageAt, i18n.language),
                      })}
                    </Text>
                  </Group>
                </Stack>
              </Paper>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
      <ListPagination
        label={t('support:list.pages')}
        total={total}
        pageSize={SUPPORT_PAGE_SIZE}
        page={page}
        onChange={onPageChange}
      />
    </Stack>
  );
};
