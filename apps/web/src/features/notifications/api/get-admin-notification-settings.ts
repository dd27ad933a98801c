import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const adminNotificationSettingsQueryKey = ['notifications', 'admin-settings'] as const;

export const getAdminNotificationSettings = (signal?: AbortSignal) =>
  api.GET('/api/admin/notification-settings', { signal });

export const adminNotificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: adminNotificationSettingsQueryKey,
    queryFn: ({ signal }) => getAdminNotificationSettings(signal),
  });

/** The signed-in admin's four notification choices. */
export const useAdminNotificationSettings = () => useQuery(adminNotificationSettingsQueryOptions());
