import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every assistant query starts with this key: signing out drops them, a consent change refetches them. */
export const assistantQueryKey = ['assistant'] as const;

export const consentQueryKey = [...assistantQueryKey, 'consent'] as const;

export const getConsent = (signal?: AbortSignal) => api.GET('/api/assistant/consent', { signal });

export const consentQueryOptions = () =>
  queryOptions({
    queryKey: consentQueryKey,
    queryFn: ({ signal }) => getConsent(signal),
    staleTime: 5 * 60_000,
  });

/** What the user lets Peri use, or null until they first answered (then the dialog asks). */
export const useAssistantConsent = (enabled = true) =>
  useQuery({ ...consentQueryOptions(), enabled });
