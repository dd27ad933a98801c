import {
  BOOKING_PAGE_SIZE,
  type BookingListTiming,
  type BookingStatus,
  type BookingViewerRole,
} from '@patili/domain/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every booking query starts with this key; a change to a booking refreshes them all (not the quotes). */
export const bookingsQueryKey = ['bookings'] as const;
export const bookingListsQueryKey = [...bookingsQueryKey, 'list'] as const;

export type BookingListParams = {
  as: BookingViewerRole;
  /** One status, or several listed together (`pending,requested`); all when absent. */
  status?: BookingStatus | readonly BookingStatus[] | undefined;
  /** The vet's and trainer's upcoming or past appointments, by their start. */
  when?: BookingListTiming | undefined;
  page?: number;
  pageSize?: number;
};

/** The `status` query values (sent as `status=a&status=b`), or none. */
const statusQuery = (status: BookingListParams['status']): string[] | undefined => {
  if (status === undefined) return undefined;
  return typeof status === 'string' ? [status] : [...status];
};

export const listBookings = (
  { as, status, when, page = 1, pageSize = BOOKING_PAGE_SIZE }: BookingListParams,
  signal?: AbortSignal,
) =>
  api.GET('/api/bookings', {
    params: { query: { as, status: statusQuery(status), when, page, pageSize } },
    signal,
  });

export const bookingsQueryOptions = ({
  as,
  status,
  when,
  page = 1,
  pageSize = BOOKING_PAGE_SIZE,
}: BookingListParams) =>
  queryOptions({
    queryKey: [
      ...bookingListsQueryKey,
      { as, status: statusQuery(status) ?? null, when: when ?? null, page, pageSize },
    ],
    queryFn: ({ signal }) => listBookings({ as, status, when, page, pageSize }, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of one side's bookings, one status, several or all, newest first, with the total. */
export const useBookings = (params: BookingListParams) => useQuery(bookingsQueryOptions(params));
