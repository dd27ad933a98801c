import type { z } from 'zod';
import type { outboxResponseSchema } from '@patili/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const outboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-outbox'],
    queryFn: ({ signal }) => api.get<z.infer<typeof outboxResponseSchema>>('/api/dev/outbox', { signal, query: { limit: 50 } }),
    refetchInterval: 3000,
  });

/** Mail and SMS in the development outbox, newest first, refreshed every 3 s. */
export const useOutbox = (enabled: boolean) => useQuery({ ...outboxQueryOptions(), enabled });
