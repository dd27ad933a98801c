import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { conversationQueryKey } from './get-conversation';

export const openQuestion = (providerId: string) =>
  api.GET('/api/chat/questions/{providerId}', { params: { path: { providerId } } });

/**
 * Opens the owner's conversation of questions to a provider before booking (one per owner and
 * provider; it is written with the first message). The view it answers is the conversation
 * screen's first data, so the screen opens without asking again.
 */
export const useOpenQuestion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openQuestion,
    onSuccess: (view) => {
      queryClient.setQueryData(conversationQueryKey({ chatId: view.chatId, asker: null }), view);
    },
  });
};
