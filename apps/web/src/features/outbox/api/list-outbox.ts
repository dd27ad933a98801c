import type { ListOutboxQuery, OutboxList } from '@patili/domain/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const listOutbox = (signal?: AbortSignal) => api.get<OutboxList>('/api/outbox', { signal, query: { limit: 50 } satisfies ListOutboxQuery });

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => listOutbox(signal),
    refetchInterval: 3000,
  });

/** Mail and SMS in the development outbox, newest first, refreshed every 3 s. */
export const useOutbox = (enabled: boolean) => useQuery({ ...outboxQueryOptions(), enabled });
