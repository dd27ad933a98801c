import type { ConversationView } from '@patili/domain/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { chatUnreadQueryKey } from './get-chat-unread';
import { conversationQueryKey, type ChatAddress } from './get-conversation';
import { conversationListsQueryKey } from './list-conversations';

export const markConversationRead = ({ chatId, asker }: ChatAddress) =>
  api.POST('/api/chat/conversations/{chatId}/read', {
    params: { path: { chatId }, query: { asker: asker ?? undefined } },
  });

/** Marks the conversation read for the caller; the badge and the list refetch. */
export const useMarkConversationRead = (address: ChatAddress) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markConversationRead(address),
    onSuccess: async () => {
      queryClient.setQueryData<ConversationView>(conversationQueryKey(address), (view) =>
        view ? { ...view, unreadCount: 0 } : view,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatUnreadQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationListsQueryKey }),
      ]);
    },
  });
};
