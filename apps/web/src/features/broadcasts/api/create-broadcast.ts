import type { CreateBroadcastInput } from '@patili/domain/broadcasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { broadcastsQueryKey } from './list-broadcasts';

export const createBroadcast = (input: CreateBroadcastInput) =>
  api.POST('/api/admin/broadcasts', { body: input });

/** Sends an announcement (the server answers at once and delivers it in the background); the history refetches. */
export const useCreateBroadcast = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastsQueryKey }),
  });
};
