import { Box, Container, Group, Title } from '@mantine/core';
import { formatChatId, parseChatId } from '@patili/domain/chat';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';

import { ConversationList } from '../../../features/chat/components/conversation-list';
import { Conversation } from '../../../features/chat/components/conversation';
import { ConversationUnavailable } from '../../../features/chat/components/conversation-unavailable';

/**
 * One conversation (`/chat/:chatId`, with `?asker=` on the listing owner's or
 * reporter's side). The id is read by `parseChatId` (any case); a malformed one is refused
 * here, an unknown or foreign one by the server. Wide screens keep the list beside it.
 */
const ChatConversationScreen = () => {
  const { t } = useTranslation();
  const { chatId: raw = '' } = useParams();
  const { search } = useLocation();
  const ref = parseChatId(raw);
  const chatId = ref ? formatChatId(ref) : null;
  const asker = new URLSearchParams(search).get('asker')?.toLowerCase() || null;
  return (
    <Container size="xl" px={{ base: 'xs', sm: 'lg' }} py={{ base: 'xs', sm: 'lg' }}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Box visibleFrom="md" w={340} style={{ flexShrink: 0 }}>
          <Title order={2} fz="lg" mb="sm">
            {t('chat:list.title')}
          </Title>
          <Box
            mah="calc(100dvh - 240px)"
            pr={4}
            style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
          >
            <ConversationList compact active={chatId ? { chatId, asker } : undefined} />
          </Box>
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {chatId ? (
            <Conversation key={`${chatId}|${asker ?? ''}`} chatId={chatId} asker={asker} />
          ) : (
            <ConversationUnavailable message={t('chat:errors.invalidId')} />
          )}
        </Box>
      </Group>
    </Container>
  );
};

export default ChatConversationScreen;
