import type { IbanInput } from '@patili/domain/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { settingsQueryKey } from './get-platform-settings';

export const updateIban = (input: IbanInput) =>
  api.PUT('/api/admin/settings/iban', { body: input });

/** Saves the platform IBAN; the settings take the server's answer. */
export const useUpdateIban = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIban,
    onSuccess: (settings) => queryClient.setQueryData([...settingsQueryKey, 'values'], settings),
  });
};
