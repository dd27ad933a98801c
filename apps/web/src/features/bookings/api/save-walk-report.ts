import type { WalkReportInput } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { walkTrackQueryKey } from './get-walk-track';

export const saveWalkReport = ({ bookingId, ...input }: WalkReportInput & { bookingId: string }) =>
  api.POST('/api/bookings/{bookingId}/walk/report', {
    params: { path: { bookingId } },
    body: input,
  });

/** The walker writes (or rewrites) the report of a finished walk; the walk is read again. */
export const useSaveWalkReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWalkReport,
    onSuccess: async (_, { bookingId }) => {
      await queryClient.invalidateQueries({ queryKey: walkTrackQueryKey(bookingId) });
    },
  });
};
