import { SETTINGS_PAGE_SIZE } from '@patili/domain/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const listServiceTypes = (page: number, signal?: AbortSignal) =>
  api.GET('/api/admin/settings/service-types', {
    params: { query: { page, pageSize: SETTINGS_PAGE_SIZE } },
    signal,
  });

export const serviceTypesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...settingsQueryKey, 'service-types', page],
    queryFn: ({ signal }) => listServiceTypes(page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the service types: the catalogue's, then those added. */
export const useServiceTypes = (page: number) => useQuery(serviceTypesQueryOptions(page));
