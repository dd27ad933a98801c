import { MESSAGE_PAGE_SIZE, type ChatMessage, type MessagePage } from '@patili/domain/chat';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { compareCursors } from '../utils/messages';
import type { ChatAddress } from './get-conversation';
import { chatQueryKey } from './list-conversations';

export const messagesQueryKey = ({ chatId, asker }: ChatAddress) =>
  [...chatQueryKey, 'messages', chatId, asker] as const;

export type MessageHistory = InfiniteData<MessagePage, string | null>;

export const listMessages = (
  { chatId, asker }: ChatAddress,
  before: string | null,
  signal?: AbortSignal,
) =>
  api.GET('/api/chat/conversations/{chatId}/messages', {
    params: {
      path: { chatId },
      query: { asker: asker ?? undefined, before: before ?? undefined, limit: MESSAGE_PAGE_SIZE },
    },
    signal,
  });

export const messagesQueryOptions = (address: ChatAddress) =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey(address),
    queryFn: ({ pageParam, signal }) => listMessages(address, pageParam, signal),
    initialPageParam: null as string | null,
    // Pages run newest first: the "next" page is the one before, older.
    getNextPageParam: (page) => page.nextCursor,
  });

/** A conversation's history: the newest page first, older pages as the reader scrolls up. */
export const useMessages = (address: ChatAddress) =>
  useInfiniteQuery(messagesQueryOptions(address));

/**
 * Puts a message in a loaded history (a pushed one, or the answer to a send): replaces the copy
 * with the same id or client id, else adds it to the newest page in the server's order. A history
 * not loaded yet is left alone: it reads the message when it loads.
 */
export const addMessageToHistory = (
  queryClient: QueryClient,
  address: ChatAddress,
  message: ChatMessage,
) => {
  queryClient.setQueryData<MessageHistory>(messagesQueryKey(address), (history) => {
    if (!history) return history;
    const same = (other: ChatMessage) =>
      other.id === message.id ||
      (other.clientId === message.clientId && other.senderId === message.senderId);
    if (history.pages.some((page) => page.items.some(same))) {
      return {
        ...history,
        pages: history.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (same(item) ? message : item)),
        })),
      };
    }
    const [newest, ...older] = history.pages;
    if (!newest) return history;
    const items = [...newest.items, message].sort((a, b) => compareCursors(a.cursor, b.cursor));
    return { ...history, pages: [{ ...newest, items }, ...older] };
  });
};
