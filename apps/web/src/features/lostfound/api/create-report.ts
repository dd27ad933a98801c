import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { lostfoundQueryKey } from './list-reports';

export const createReport = (input: RequestBody<'/api/lostfound', 'post'>) =>
  api.POST('/api/lostfound', { body: input });

/** Publishes a report; every lost-and-found list and detail (their similar reports) refetches. */
export const useCreateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lostfoundQueryKey });
    },
  });
};
