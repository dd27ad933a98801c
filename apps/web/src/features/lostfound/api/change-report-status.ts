import type { ReportDetail, ReportStatusInput } from '@patili/domain/lostfound';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { reportQueryKey } from './get-report';
import { lostfoundQueryKey } from './list-reports';

export const changeReportStatus = ({
  reportId,
  status,
}: { reportId: string } & ReportStatusInput) =>
  api.PATCH('/api/lostfound/{reportId}/status', {
    params: { path: { reportId } },
    body: { status },
  });

/**
 * Marks the reporter's active report reunited or closed: the updated report replaces the
 * view at once (an inactive report has no similar reports), and the lists refetch.
 */
export const useChangeReportStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReportStatus,
    onSuccess: async ({ report }) => {
      queryClient.setQueryData<ReportDetail>(reportQueryKey(report.id), { report, similar: [] });
      await queryClient.invalidateQueries({ queryKey: [...lostfoundQueryKey, 'list'] });
    },
  });
};
