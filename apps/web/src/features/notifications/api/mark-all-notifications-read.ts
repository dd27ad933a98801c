import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { setUnreadCount } from './get-unread-count';
import { notificationsQueryKey } from './list-notifications';

export const markAllNotificationsRead = () => api.POST('/api/notifications/read-all');

/** Marks every notification read; the badge empties and the list refetches. */
export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: async ({ unreadCount }) => {
      setUnreadCount(queryClient, unreadCount);
      await queryClient.invalidateQueries({
        queryKey: [...notificationsQueryKey, 'list'],
      });
    },
  });
};
