import { Paper } from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import { buildPath } from '@patili/domain/access';
import { CHAT_NOT_FOUND_REDIRECT_MS } from '@patili/domain/chat';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form';
import { useRealtimeStatus } from '../../../lib/realtime';
import { useCurrentUser } from '../../../lib/session';
import { useRecordState } from '../../../lib/use-record-state';
import { useConversation, type ChatAddress } from '../api/get-conversation';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useSendMessage } from '../api/send-message';
import { Composer } from './composer';
import { ConnectionNotice } from './connection-notice';
import { ConversationHeader } from './conversation-header';
import { ConversationUnavailable } from './conversation-unavailable';
import { MessageHistory } from './message-history';

/**
 * Marks the conversation read while it is open and the page visible, whenever it has unread
 * messages (on opening, and as a pushed message adds one). Tried once per state of the count,
 * so a refused mark does not repeat.
 */
const useMarkReadWhileVisible = (
  address: ChatAddress,
  unreadCount: number | undefined,
  updatedAt: number,
) => {
  const visibility = useDocumentVisibility();
  const markRead = useMarkConversationRead(address);
  const tried = useRef<string | null>(null);
  const { mutate, isPending } = markRead;
  useEffect(() => {
    if (unreadCount === undefined || unreadCount === 0 || visibility !== 'visible' || isPending)
      return;
    const attempt = `${updatedAt}:${unreadCount}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    mutate();
  }, [unreadCount, updatedAt, visibility, isPending, mutate]);
};

/**
 * One conversation: the other person and the subject, the
 * history, and the composer. An id the caller may use starts the conversation; one that is not
 * found (or not theirs) says so and goes back to the list; any other refusal shows the server's
 * reason with the way back.
 */
export const Conversation = ({
  chatId,
  asker,
  showBack = true,
}: {
  chatId: string;
  asker: string | null;
  showBack?: boolean;
}) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const address = useMemo<ChatAddress>(() => ({ chatId, asker }), [chatId, asker]);
  const view = useConversation(address);
  const { outgoing, send, retry, discard } = useSendMessage(address);
  const realtime = useRealtimeStatus();
  useMarkReadWhileVisible(address, view.data?.unreadCount, view.dataUpdatedAt);
  const state = useRecordState(view, {
    key: `${chatId}|${asker ?? ''}`,
    to: buildPath('chat'),
    afterMs: CHAT_NOT_FOUND_REDIRECT_MS,
  });

  if (state === 'loading') return <LoadingScreen label={t('chat:detail.loading')} />;
  if (state === 'not-found') {
    return (
      <ConversationUnavailable
        message={errorMessage(view.error, t('chat:errors.notFound'))}
        note={t('chat:detail.redirecting')}
      />
    );
  }
  if (state === 'failed' || !view.data) {
    const refused =
      view.error instanceof ApiError && view.error.status >= 400 && view.error.status < 500;
    return (
      <ConversationUnavailable
        message={errorMessage(view.error, t('chat:detail.loadError'))}
        onRetry={refused ? undefined : () => void view.refetch()}
      />
    );
  }
  return (
    <Paper
      withBorder
      radius="lg"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      h={{ base: 'calc(100dvh - 96px)', md: 'calc(100dvh - 200px)' }}
      mih={420}
      data-testid="chat-conversation"
    >
      <ConversationHeader view={view.data} showBack={showBack} />
      {realtime === 'reconnecting' ? <ConnectionNotice /> : null}
      <MessageHistory
        address={address}
        view={view.data}
        userId={user.id}
        outgoing={outgoing}
        onRetry={retry}
        onDiscard={discard}
      />
      <Composer onSend={send} />
    </Paper>
  );
};
