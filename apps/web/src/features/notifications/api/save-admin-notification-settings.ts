import type { AdminNotificationSettings } from '@patili/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { adminNotificationSettingsQueryKey } from './get-admin-notification-settings';

export const saveAdminNotificationSettings = (settings: AdminNotificationSettings) =>
  api.PUT('/api/admin/notification-settings', { body: settings });

/** Saves the four choices; the stored answer replaces the cached one. */
export const useSaveAdminNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(adminNotificationSettingsQueryKey, saved),
  });
};
