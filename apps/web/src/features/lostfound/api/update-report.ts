import type { ReportInput, ReportResponse } from '@patili/domain/lostfound';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { lostfoundQueryKey } from './list-reports';

export const updateReport = ({ reportId, input }: { reportId: string; input: ReportInput }) =>
  api.put<ReportResponse>(`/api/lostfound/${encodeURIComponent(reportId)}`, input);

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
