import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { lostfoundQueryKey } from './list-reports';

export const updateReport = ({
  reportId,
  input,
}: {
  reportId: string;
  input: RequestBody<'/api/lostfound/{reportId}', 'put'>;
}) => api.PUT('/api/lostfound/{reportId}', { params: { path: { reportId } }, body: input });

/** Saves the reporter's changes (the status stays); lists and details refetch. */
export const useUpdateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lostfoundQueryKey });
    },
  });
};
