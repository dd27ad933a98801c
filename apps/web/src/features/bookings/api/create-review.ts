import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { bookingsQueryKey } from './list-bookings';

export const createReview = ({
  bookingId,
  ...input
}: RequestBody<'/api/bookings/{bookingId}/reviews', 'post'> & { bookingId: string }) =>
  api.POST('/api/bookings/{bookingId}/reviews', { params: { path: { bookingId } }, body: input });

/**
 * Reviews the other side of a completed booking, once; the booking lists refetch (`canReview`
 * turns false). The thanks is shown here, not by the dialog: the refetch can unmount the dialog
 * (the live walk's prompt goes with `canReview`) before a caller's own callback would run.
 */
export const useCreateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: async () => {
      notifications.show({ color: 'green', message: i18n.t('bookings:reviewDialog.success') });
      await queryClient.invalidateQueries({ queryKey: bookingsQueryKey });
    },
  });
};
