import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { assistantQueryKey } from './get-consent';

export const historyQueryKey = [...assistantQueryKey, 'history'] as const;

export const getHistory = (signal?: AbortSignal) => api.GET('/api/assistant/messages', { signal });

export const historyQueryOptions = () =>
  queryOptions({
    queryKey: historyQueryKey,
    queryFn: ({ signal }) => getHistory(signal),
    // The conversation changes only through this dialog, which writes every change into the cache.
    staleTime: 5 * 60_000,
  });

/** Today's conversation (the Istanbul day) and the welcome to show while it is empty. */
export const useAssistantHistory = (enabled = true) =>
  useQuery({ ...historyQueryOptions(), enabled });
