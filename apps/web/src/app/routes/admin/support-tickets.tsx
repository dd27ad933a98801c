import { SUPPORT_TICKET_STATUSES } from '@patili/domain/support';
import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { AdminTicketDialog } from '../../../features/support/components/admin-ticket-dialog';
import { AdminTicketsTable } from '../../../features/support/components/admin-tickets-table';
import { oneOfParam, optionalParam, pageParam, useAddressState } from '../../../lib/use-address-state';

const ADDRESS = { status: oneOfParam(SUPPORT_TICKET_STATUSES), page: pageParam(), ticket: optionalParam };

/**
 * /admin/support-tickets: the tickets with their status filter, and the ticket dialog.
 * The filter, page and open ticket live in the address (`?status=&page=&ticket=`), so a
 * notification's link opens its ticket and a reload keeps the view.
 */
const AdminSupportTicketsScreen = () => {
  const { t } = useTranslation();
  const [{ status, page, ticket }, update] = useAddressState(ADDRESS, { replace: true });

  return (
    <Page size="xl" title={t('support:admin.title')} description={t('support:admin.description')}>
      <AdminTicketsTable
        status={status}
        page={page}
        onStatusChange={(next) => update({ status: next, page: 1 })}
        onPageChange={(next) => update({ page: next })}
        onOpen={(id) => update({ ticket: id })}
      />
      <AdminTicketDialog ticketId={ticket ?? null} onClose={() => update({ ticket: undefined })} />
    </Page>
  );
};

export default AdminSupportTicketsScreen;
