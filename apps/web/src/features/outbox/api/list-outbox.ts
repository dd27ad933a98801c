import type { ListOutboxQuery } from '@patili/domain/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const listOutbox = (signal?: AbortSignal) =>
  api.GET('/api/outbox', { params: { query: { limit: 50 } satisfies ListOutboxQuery }, signal });

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['outbox'],
    queryFn: ({ signal }) => listOutbox(signal),
    refetchInterval: 3000,
  });

/** Mail and SMS in the development outbox, newest first, refreshed every 3 s. */
export const useOutbox = (enabled: boolean) => useQuery({ ...outboxQueryOptions(), enabled });
