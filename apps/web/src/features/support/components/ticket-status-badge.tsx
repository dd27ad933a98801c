import { Badge } from '@mantine/core';
import type { SupportTicketPriority, SupportTicketStatus } from '@patili/domain/support';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<SupportTicketStatus, string> = {
  open: 'blue',
  in_progress: 'orange',
  resolved: 'green',
  closed: 'gray',
  new_reply_user: 'red',
  new_reply_admin: 'grape',
};

/**
 * A ticket's status in the reader's words: the admin reads "Kullanıcı yanıtladı", the
 * requester "Yanıtınız iletildi" for the same `new_reply_user`.
 */
export const TicketStatusBadge = ({ status, viewer }: { status: SupportTicketStatus; viewer: 'admin' | 'user' }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-status={status}>
      {viewer === 'admin' ? t(`support:status.${status}`) : t(`support:userStatus.${status}`)}
    </Badge>
  );
};

export const TicketPriorityBadge = ({ priority }: { priority: SupportTicketPriority }) => {
  const { t } = useTranslation();
  return (
    <Badge color={priority === 'high' ? 'red' : 'gray'} variant="outline">
      {t('support:thread.priority', { priority: t(`support:priority.${priority}`) })}
    </Badge>
  );
};
