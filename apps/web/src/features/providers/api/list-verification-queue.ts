import type { ProviderRole } from '@patili/domain/access';
import type { VerificationQueueStatus } from '@patili/domain/providers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every page of the admin's verification queue, of any status or kind, starts with this key. */
export const verificationQueueQueryKey = ['providers', 'verification-queue'] as const;

/** One page of the queue: a status, the provider kind (all kinds when null) and the page number. */
export type VerificationQueueParams = {
  status: VerificationQueueStatus;
  kind: ProviderRole | null;
  page: number;
};

// The page size is the server's default (`verificationQueueQuerySchema`); the answer says it.
export const listVerificationQueue = (
  { status, kind, page }: VerificationQueueParams,
  signal?: AbortSignal,
) =>
  api.GET('/api/admin/provider-verifications', {
    params: { query: { status, page, ...(kind ? { kind } : {}) } },
    signal,
  });

export const verificationQueueQueryOptions = (params: VerificationQueueParams) =>
  queryOptions({
    queryKey: [...verificationQueueQueryKey, params.status, params.kind ?? 'all', params.page],
    queryFn: ({ signal }) => listVerificationQueue(params, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The providers' verification files of one status (admin), pending oldest first, decided newest first. */
export const useVerificationQueue = (params: VerificationQueueParams) =>
  useQuery(verificationQueueQueryOptions(params));
