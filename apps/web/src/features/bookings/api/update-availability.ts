import type { UpdateAvailabilityInput } from '@patili/domain/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { availabilityQueryOptions } from './get-availability';
import { bookingsQueryKey } from './list-bookings';

export const updateAvailability = (input: UpdateAvailabilityInput) =>
  api.PUT('/api/bookings/availability', { body: input });

/**
 * The provider saves their unavailable days of a range (days of the range not listed open again);
 * the saved range's answer is kept for the calendar, and every availability read refetches.
 */
export const useUpdateAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: async (saved, input) => {
      queryClient.setQueryData(
        availabilityQueryOptions({ from: input.from, to: input.to }).queryKey,
        saved,
      );
      await queryClient.invalidateQueries({ queryKey: [...bookingsQueryKey, 'availability'] });
    },
  });
};
