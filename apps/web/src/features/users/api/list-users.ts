import type { AccountStatus, UserSort } from '@patili/domain/users';
import { ADMIN_PAGE_SIZE } from '@patili/domain/users';
import type { Role } from '@patili/domain/access';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every back-office user query starts with this key, so one invalidation refreshes the list. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

export type AdminUserListParams = {
  q?: string;
  role?: Role | null;
  status?: AccountStatus | null;
  sort?: UserSort;
  direction?: 'asc' | 'desc';
  page?: number;
};

const queryOf = ({
  q,
  role,
  status,
  sort = 'createdAt',
  direction = 'desc',
  page = 1,
}: AdminUserListParams) => ({
  q: q?.trim() ? q.trim() : undefined,
  role: role ?? undefined,
  status: status ?? undefined,
  sort,
  direction,
  page,
  pageSize: ADMIN_PAGE_SIZE,
});

export const listAdminUsers = (params: AdminUserListParams, signal?: AbortSignal) =>
  api.GET('/api/admin/users', { params: { query: queryOf(params) }, signal });

export const adminUsersQueryOptions = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', queryOf(params)],
    queryFn: ({ signal }) => listAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of accounts for user management (admin only). */
export const useAdminUsers = (params: AdminUserListParams) =>
  useQuery(adminUsersQueryOptions(params));
