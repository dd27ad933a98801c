import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@patili/domain/support';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { AdminTicketDialog } from '../../../features/support/components/admin-ticket-dialog';
import { AdminTicketsTable } from '../../../features/support/components/admin-tickets-table';
import { useAddressQuery } from '../../../lib/use-address-query';

const isStatus = (value: string | null): value is SupportTicketStatus =>
  value !== null && (SUPPORT_TICKET_STATUSES as readonly string[]).includes(value);

/**
 * /admin/support-tickets (spec 2 §2): the tickets with their status filter, and the ticket dialog.
 * The filter, page and open ticket live in the address (`?status=&page=&ticket=`), so a
 * notification's link opens its ticket and a reload keeps the view.
 */
const AdminSupportTicketsScreen = () => {
  const { t } = useTranslation();
  const { params, patch } = useAddressQuery();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const ticketId = params.get('ticket');

  const update = (changes: Record<string, string | undefined>) => {
    patch(changes);
  };

  return (
    <Page size="xl" title={t('support:admin.title')} description={t('support:admin.description')}>
      <AdminTicketsTable
        status={status}
        page={page}
        onStatusChange={(next) => update({ status: next, page: undefined })}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
        onOpen={(id) => update({ ticket: id })}
      />
      <AdminTicketDialog ticketId={ticketId} onClose={() => update({ ticket: undefined })} />
    </Page>
  );
};

export default AdminSupportTicketsScreen;
