import { SETTINGS_PAGE_SIZE } from '@patili/domain/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const listAdmins = (page: number, signal?: AbortSignal) =>
  api.GET('/api/admin/settings/admins', {
    params: { query: { page, pageSize: SETTINGS_PAGE_SIZE } },
    signal,
  });

export const adminsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...settingsQueryKey, 'admins', page],
    queryFn: ({ signal }) => listAdmins(page, signal),
    placeholderData: keepPreviousData,
  });

/** A page of the admins, by name. */
export const useAdmins = (page: number) => useQuery(adminsQueryOptions(page));
