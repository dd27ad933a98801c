import type { ProviderRole } from '@patili/domain/access';
import type { BookingStatus } from '@patili/domain/bookings';
import { ADMIN_PAGE_SIZE } from '@patili/domain/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const adminBookingsQueryKey = ['admin', 'bookings'] as const;

export type AdminBookingListParams = {
  q?: string;
  status?: BookingStatus | null;
  kind?: ProviderRole | null;
  /** Istanbul days of the start (`YYYY-MM-DD`), both included. */
  from?: string;
  to?: string;
  page?: number;
};

const queryOf = ({ q, status, kind, from, to, page = 1 }: AdminBookingListParams) => ({
  q: q?.trim() ? q.trim() : undefined,
  status: status ?? undefined,
  kind: kind ?? undefined,
  from: from || undefined,
  to: to || undefined,
  page,
  pageSize: ADMIN_PAGE_SIZE,
});

export const listAdminBookings = (params: AdminBookingListParams, signal?: AbortSignal) =>
  api.GET('/api/admin/bookings', { params: { query: queryOf(params) }, signal });

export const adminBookingsQueryOptions = (params: AdminBookingListParams) =>
  queryOptions({
    queryKey: [...adminBookingsQueryKey, 'list', queryOf(params)],
    queryFn: ({ signal }) => listAdminBookings(params, signal),
    placeholderData: keepPreviousData,
  });

/** A page of every booking, newest first, for the back office. */
export const useAdminBookings = (params: AdminBookingListParams) =>
  useQuery(adminBookingsQueryOptions(params));
