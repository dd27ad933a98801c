import { useTranslation } from 'react-i18next';

import { Page } from '../../../components/layout/page';
import { ConversationList } from '../../../features/chat/components/conversation-list';

/** Messages (`/chat`): the caller's conversations, newest activity first. */
const ChatListScreen = () => {
  const { t } = useTranslation();
  return (
    <Page size="sm" title={t('chat:list.title')} description={t('chat:list.description')}>
      <ConversationList />
    </Page>
  );
};

export default ChatListScreen;
