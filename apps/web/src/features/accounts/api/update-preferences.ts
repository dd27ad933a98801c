import type { MeResponse } from '@patili/domain/accounts';
import type { Locale } from '@patili/domain/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';

/** Remembers the language on the account, so e-mails come in it too. */
export const updatePreferences = (input: { locale: Locale }) => api.put<MeResponse>('/api/me/preferences', input);

export const useUpdatePreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (data) => queryClient.setQueryData(sessionQueryKey, data),
  });
};
