import { SETTINGS_PAGE_SIZE, type ServiceTypePage } from '@patili/domain/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const listServiceTypes = (page: number, signal?: AbortSignal) =>
  api.get<ServiceTypePage>('/api/admin/settings/service-types', { query: { page, pageSize: SETTINGS_PAGE_SIZE }, signal });

export const serviceTypesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...settingsQueryKey, 'service-types', page],
    queryFn: ({ signal }) => listServiceTypes(page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the service types: the catalogue's, then those added. */
export const useServiceTypes = (page: number) => useQuery(serviceTypesQueryOptions(page));
