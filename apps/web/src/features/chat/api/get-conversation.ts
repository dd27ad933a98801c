import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { chatQueryKey } from './list-conversations';

/** A conversation as its screen addresses it: the chat id and, on the holder's side, the asker. */
export type ChatAddress = { chatId: string; asker: string | null };

export const conversationQueryKey = ({ chatId, asker }: ChatAddress) =>
  [...chatQueryKey, 'conversation', chatId, asker] as const;

export const getConversation = ({ chatId, asker }: ChatAddress, signal?: AbortSignal) =>
  api.GET('/api/chat/conversations/{chatId}', {
    params: { path: { chatId }, query: { asker: asker ?? undefined } },
    signal,
  });

export const conversationQueryOptions = (address: ChatAddress) =>
  queryOptions({
    queryKey: conversationQueryKey(address),
    queryFn: ({ signal }) => getConversation(address, signal),
  });

/**
 * The conversation as the caller sees it: the other person, the subject, when the other last
 * read it and the caller's unread count. Opening an id the caller may use starts it (no message
 * is needed).
 */
export const useConversation = (address: ChatAddress) =>
  useQuery(conversationQueryOptions(address));
