import { buildPath } from '@patili/domain/access';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { CountIconLink } from '../../../components/navigation/count-icon-link';
import { useChatUnread } from '../api/get-chat-unread';

/**
 * Messages as an icon in the top bar on phones, where the text links sit in the drawer: the
 * unread count stays in sight as it does beside the bell.
 */
export const ChatNavIcon = () => {
  const { t } = useTranslation();
  const count = useChatUnread().data ?? 0;
  return (
    <CountIconLink
      to={buildPath('chat')}
      count={count}
      label={count > 0 ? `${t('nav:messages')}, ${t('chat:nav.unread', { count })}` : t('nav:messages')}
      icon={<IconMessage size={20} />}
      testId="chat-nav-icon"
      hiddenFrom="md"
    />
  );
};
