import type { AssistantConsentItems } from '@patili/domain/assistant';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { consentQueryKey } from './get-consent';
import { historyQueryKey } from './get-history';

export const saveConsent = (items: AssistantConsentItems) =>
  api.PUT('/api/assistant/consent', { body: items });

/**
 * Stores the user's choice; the chat then starts again: today's history and its
 * welcome are fetched anew, as the welcome may now address the user by name, or no longer.
 */
export const useSaveConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsent,
    onSuccess: async (response) => {
      queryClient.setQueryData(consentQueryKey, response);
      await queryClient.invalidateQueries({ queryKey: historyQueryKey });
    },
  });
};
