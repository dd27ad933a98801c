import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { setUnreadCount } from './get-unread-count';
import { notificationsQueryKey } from './list-notifications';

export const markNotificationRead = (notificationId: string) =>
  api.POST('/api/notifications/{notificationId}/read', { params: { path: { notificationId } } });

/** Marks one notification read; the badge takes the count the server answers, the list refetches. */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: async ({ unreadCount }) => {
      setUnreadCount(queryClient, unreadCount);
      await queryClient.invalidateQueries({
        queryKey: [...notificationsQueryKey, 'list'],
      });
    },
  });
};
