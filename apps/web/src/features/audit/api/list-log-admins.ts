import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { auditQueryKey } from './list-action-logs';

export const listLogAdmins = (signal?: AbortSignal) =>
  api.GET('/api/admin/action-logs/admins', { signal });

/** The admins who have records: the admin filter's choices. */
export const useLogAdmins = () =>
  useQuery(
    queryOptions({
      queryKey: [...auditQueryKey, 'admins'],
      queryFn: ({ signal }) => listLogAdmins(signal),
    }),
  );
