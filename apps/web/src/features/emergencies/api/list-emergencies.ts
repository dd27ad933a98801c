import { EMERGENCY_PAGE_SIZE, type EmergencyStatus } from '@patili/domain/emergencies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every emergency query starts with this key: a new request or an answer refreshes them all. */
export const emergenciesQueryKey = ['emergencies'] as const;

export type EmergencyListParams = {
  status?: EmergencyStatus | undefined;
  page?: number;
  pageSize?: number;
};

export const listEmergencies = (
  { status, page = 1, pageSize = EMERGENCY_PAGE_SIZE }: EmergencyListParams,
  signal?: AbortSignal,
) => api.GET('/api/emergencies', { params: { query: { status, page, pageSize } }, signal });

export const emergenciesQueryOptions = ({
  status,
  page = 1,
  pageSize = EMERGENCY_PAGE_SIZE,
}: EmergencyListParams = {}) =>
  queryOptions({
    queryKey: [...emergenciesQueryKey, 'list', { status: status ?? null, page, pageSize }],
    queryFn: ({ signal }) => listEmergencies({ status, page, pageSize }, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the caller's emergency requests (received by a vet, sent by an owner), newest first. */
export const useEmergencies = (params: EmergencyListParams = {}) =>
  useQuery(emergenciesQueryOptions(params));
