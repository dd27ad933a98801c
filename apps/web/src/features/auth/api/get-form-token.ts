import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const getFormToken = (signal?: AbortSignal) => api.GET('/api/auth/form-token', { signal });

/** A fresh sign-up form token each time the form opens (the too-fast check counts from here). */
export const formTokenQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'form-token'],
    queryFn: ({ signal }) => getFormToken(signal),
    staleTime: Infinity,
    gcTime: 0,
  });

export const useFormToken = () => useQuery(formTokenQueryOptions());
