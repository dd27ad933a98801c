import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every cached read of the privacy centre starts with this. */
export const privacyQueryKey = ['privacy'] as const;

export const consentsQueryKey = [...privacyQueryKey, 'consents'] as const;

export const listConsents = (signal?: AbortSignal) => api.GET('/api/privacy/consents', { signal });

export const consentsQueryOptions = () =>
  queryOptions({
    queryKey: consentsQueryKey,
    queryFn: ({ signal }) => listConsents(signal),
    // Each consent is also switched on its own feature's screen (the district alert in account
    // settings, reminder e-mails, Peri): the list is read afresh whenever it is shown.
    staleTime: 0,
  });

/** The caller's consents, each given or not and when that was last decided. */
export const useConsents = () => useQuery(consentsQueryOptions());
