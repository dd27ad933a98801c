import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

/** Server state cache: no retry on answers that will not change (4xx). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
