import { CONVERSATION_PAGE_SIZE } from '@patili/domain/chat';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every chat query starts with this key; a reconnect refreshes them all. */
export const chatQueryKey = ['chat'] as const;
export const conversationListsQueryKey = [...chatQueryKey, 'list'] as const;

export type ConversationListParams = { page?: number; pageSize?: number };

export const listConversations = (
  { page = 1, pageSize = CONVERSATION_PAGE_SIZE }: ConversationListParams,
  signal?: AbortSignal,
) => api.GET('/api/chat/conversations', { params: { query: { page, pageSize } }, signal });

export const conversationsQueryOptions = ({
  page = 1,
  pageSize = CONVERSATION_PAGE_SIZE,
}: ConversationListParams) =>
  queryOptions({
    queryKey: [...conversationListsQueryKey, { page, pageSize }],
    queryFn: ({ signal }) => listConversations({ page, pageSize }, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of the caller's conversations, newest activity first, with the unread total. */
export const useConversations = (params: ConversationListParams) =>
  useQuery(conversationsQueryOptions(params));
