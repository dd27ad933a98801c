import { SETTINGS_PAGE_SIZE, type AdminAccountPage } from '@patili/domain/settings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const listAdmins = (page: number, signal?: AbortSignal) =>
  api.get<AdminAccountPage>('/api/admin/settings/admins', { query: { page, pageSize: SETTINGS_PAGE_SIZE }, signal });

export const adminsQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...settingsQueryKey, 'admins', page], queryFn: ({ signal }) => listAdmins(page, signal), placeholderData: keepPreviousData });

/** A page of the admins, by name. */
export const useAdmins = (page: number) => useQuery(adminsQueryOptions(page));
