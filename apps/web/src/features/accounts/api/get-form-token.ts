import type { z } from 'zod';
import type { formTokenResponseSchema } from '@patili/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** A fresh sign-up form token each time the form opens (the too-fast check counts from here). */
export const formTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'form-token'],
    queryFn: ({ signal }) => api.get<z.infer<typeof formTokenResponseSchema>>('/api/accounts/form-token', { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useFormToken = () => useQuery(formTokenQueryOptions());
