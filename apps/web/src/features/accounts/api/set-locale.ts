import type { SetLocaleInput } from '@patili/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** Remembers the language on the account, so e-mails come in it too. */
export const setLocale = (input: SetLocaleInput) =>
  api.PUT('/api/accounts/me/locale', { body: input });

export const useSetLocale = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLocale,
    onSuccess: (data) => queryClient.setQueryData(sessionQueryKey, data),
  });
};
