import type { ConversationPage, ConversationView, RealtimeEvent } from '@patili/domain/chat';
import type { QueryClient } from '@tanstack/react-query';

import { bumpChatUnread, chatUnreadQueryKey } from '../api/get-chat-unread';
import { conversationQueryKey } from '../api/get-conversation';
import { chatQueryKey, conversationListsQueryKey } from '../api/list-conversations';
import { addMessageToHistory } from '../api/list-messages';

const later = (a: string | null, b: string) =>
  a === null || Date.parse(b) > Date.parse(a) ? b : a;

/**
 * Applies a pushed chat event to the caches:
 * - `message`: into the open history (once, by id or client id); the list refetches; a message
 *   from the other person adds to the badge and to the conversation's unread count at once (an
 *   open, visible conversation then marks itself read);
 * - `read`: the other person read up to then, so the caller's messages show ✓✓; the caller's own
 *   read mark in another tab refreshes the counts;
 * - `booking` confirmed: contact details between its two people are no longer hidden, so the
 *   conversations read again (their messages and previews come whole).
 * Other events are not chat's and are left alone.
 */
export const applyChatEvent = (queryClient: QueryClient, event: RealtimeEvent, userId: string) => {
  switch (event.type) {
    case 'message': {
      const address = { chatId: event.chatId, asker: event.asker };
      addMessageToHistory(queryClient, address, event.message);
      if (event.message.senderId !== userId) {
        bumpChatUnread(queryClient, 1);
        queryClient.setQueryData<ConversationView>(conversationQueryKey(address), (view) =>
          view ? { ...view, unreadCount: view.unreadCount + 1 } : view,
        );
      }
      void queryClient.invalidateQueries({ queryKey: conversationListsQueryKey });
      return;
    }
    case 'read': {
      const address = { chatId: event.chatId, asker: event.asker };
      if (event.readerId === userId) {
        queryClient.setQueryData<ConversationView>(conversationQueryKey(address), (view) =>
          view ? { ...view, unreadCount: 0 } : view,
        );
        void queryClient.invalidateQueries({ queryKey: chatUnreadQueryKey });
        void queryClient.invalidateQueries({ queryKey: conversationListsQueryKey });
        return;
      }
      queryClient.setQueryData<ConversationView>(conversationQueryKey(address), (view) =>
        view ? { ...view, otherReadAt: later(view.otherReadAt, event.readAt) } : view,
      );
      queryClient.setQueriesData<ConversationPage>(
        { queryKey: conversationListsQueryKey },
        (page) =>
          page
            ? {
                ...page,
                items: page.items.map((item) =>
                  item.chatId === event.chatId && item.asker === event.asker
                    ? { ...item, otherReadAt: later(item.otherReadAt, event.readAt) }
                    : item,
                ),
              }
            : page,
      );
      return;
    }
    case 'booking':
      if (event.status === 'confirmed')
        void queryClient.invalidateQueries({ queryKey: chatQueryKey });
      return;
    default:
      return;
  }
};

/** After a reconnect: every chat query may be behind (the open ones refetch now, the rest on use). */
export const refreshChatAfterReconnect = (queryClient: QueryClient, fetchedBefore?: number) =>
  queryClient.invalidateQueries({
    queryKey: chatQueryKey,
    ...(fetchedBefore === undefined
      ? {}
      : { predicate: (query) => query.state.dataUpdatedAt < fetchedBefore }),
  });
