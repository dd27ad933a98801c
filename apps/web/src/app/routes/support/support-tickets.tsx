import { Button, Group, Paper, Title } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';

import { Page } from '../../../components/layout/page';
import { MyTickets } from '../../../features/support/components/my-tickets';
import { NewTicketForm } from '../../../features/support/components/new-ticket-form';
import { useCurrentUser } from '../../../lib/session';
import { oneOfParam, pageParam, useAddressState } from '../../../lib/use-address-state';

/** The list's page, and `new=1` from a link that opens the form for a new ticket. */
const ADDRESS = { page: pageParam(), new: oneOfParam(['1']) };

/**
 * The user's support tickets (from the My Account menu): open a new one, see them all
 * with their status. The admin, who answers tickets and never opens one, is taken to the admin's
 * support page.
 */
const SupportTicketsScreen = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [address, setAddress] = useAddressState(ADDRESS, { replace: true });
  const [writing, setWriting] = useState(address.new === '1');
  const { page } = address;
  if (user.isAdmin) return <Navigate to={buildPath('admin.support')} replace />;

  return (
    <Page size="md" title={t('support:list.title')} description={t('support:list.description')}>
      {writing ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="new-ticket-title">
          <Title order={2} fz="lg" mb="md" id="new-ticket-title">
            {t('support:new.title')}
          </Title>
          <NewTicketForm
            onCreated={(detail) =>
              void navigate(buildPath('support.ticket', { ticketId: detail.ticket.id }, { created: '1' }))
            }
            onCancel={() => setWriting(false)}
          />
        </Paper>
      ) : (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={18} />} onClick={() => setWriting(true)}>
            {t('support:list.newTicket')}
          </Button>
        </Group>
      )}
      <MyTickets
        page={page}
        onPageChange={(next) => setAddress({ page: next, new: undefined })}
      />
    </Page>
  );
};

export default SupportTicketsScreen;
