import type { ChatMessage, SendMessageInput } from '@patili/domain/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/form';
import { newClientId } from '../utils/messages';
import { outbox, useOutbox } from '../utils/outbox';
import type { ChatAddress } from './get-conversation';
import { conversationListsQueryKey } from './list-conversations';
import { addMessageToHistory, messagesQueryKey } from './list-messages';

export const sendMessage = ({ chatId, asker }: ChatAddress, input: SendMessageInput) =>
  api.POST('/api/chat/conversations/{chatId}/messages', {
    params: { path: { chatId }, query: { asker: asker ?? undefined } },
    body: input,
  });

/**
 * Sends messages optimistically: each gets a client id and shows at once as "sending"; the stored
 * message replaces it, or it shows "failed" with the reason and can be sent again with the same
 * client id (the server answers the stored message for a repeat, so a retry never doubles it).
 */
export const useSendMessage = (address: ChatAddress) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const outgoing = useOutbox(address);

  const deliver = useCallback(
    async (clientId: string) => {
      const entry = outbox.get(address, clientId);
      if (!entry) return;
      outbox.update(address, clientId, { status: 'sending', error: null });
      try {
        const message = await sendMessage(address, {
          clientId,
          text: entry.text,
          attachmentIds: entry.attachments.map((attachment) => attachment.id),
        });
        if (queryClient.getQueryData(messagesQueryKey(address)))
          addMessageToHistory(queryClient, address, message);
        else await queryClient.invalidateQueries({ queryKey: messagesQueryKey(address) });
        outbox.remove(address, clientId);
        await queryClient.invalidateQueries({ queryKey: conversationListsQueryKey });
      } catch (error) {
        outbox.update(address, clientId, {
          status: 'failed',
          error: errorMessage(error, t('chat:message.failed')),
        });
      }
    },
    [address, queryClient, t],
  );

  const send = useCallback(
    ({ text, attachments }: Pick<ChatMessage, 'text' | 'attachments'>) => {
      const clientId = newClientId();
      outbox.add(address, {
        clientId,
        text,
        attachments,
        createdAt: new Date().toISOString(),
        status: 'sending',
        error: null,
      });
      void deliver(clientId);
    },
    [address, deliver],
  );

  const retry = useCallback((clientId: string) => void deliver(clientId), [deliver]);
  const discard = useCallback((clientId: string) => outbox.remove(address, clientId), [address]);

  return { outgoing, send, retry, discard };
};
