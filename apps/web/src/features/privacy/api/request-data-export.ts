import type { DataExportList } from '@patili/domain/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, ApiError } from '../../../lib/api-client';
import { dataExportsQueryKey } from './list-data-exports';

export const requestDataExport = () => api.POST('/api/privacy/exports');

/**
 * Asks for a copy of the caller's data: the queued export goes first in the cached list (which
 * then polls until it is ready). A refusal because one is already on its way reads the list
 * again, so the one this tab did not know of shows.
 */
export const useRequestDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (queued) => {
      queryClient.setQueryData<DataExportList>(dataExportsQueryKey, (list) => ({
        exports: [queued, ...(list?.exports ?? []).filter((item) => item.id !== queued.id)],
      }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: dataExportsQueryKey });
    },
  });
};
