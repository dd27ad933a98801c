import { NOTIFICATION_PAGE_SIZE } from '@patili/domain/bookings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

/** Every notifications query starts with this key; a read mark refreshes them all. */
export const notificationsQueryKey = ['notifications'] as const;

export type NotificationListParams = { page?: number; pageSize?: number };

export const listNotifications = (
  { page = 1, pageSize = NOTIFICATION_PAGE_SIZE }: NotificationListParams,
  signal?: AbortSignal,
) => api.GET('/api/notifications', { params: { query: { page, pageSize } }, signal });

export const notificationsQueryOptions = ({
  page = 1,
  pageSize = NOTIFICATION_PAGE_SIZE,
}: NotificationListParams) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'list', { page, pageSize }],
    queryFn: ({ signal }) => listNotifications({ page, pageSize }, signal),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** A page of the caller's notifications, newest first, with the total and the unread count. */
export const useNotifications = (params: NotificationListParams) =>
  useQuery(notificationsQueryOptions(params));
