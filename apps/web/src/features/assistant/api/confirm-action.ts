import type {
  AssistantConfirmInput,
  AssistantHistory,
  AssistantMessage,
} from '@patili/domain/assistant';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { historyQueryKey } from './get-history';

/**
 * The support screens' queries (features/support/api/list-my-tickets.ts): a ticket opened or
 * answered from the chat shows there at once. Written out, as features do not import each other.
 */
const SUPPORT_QUERY_KEY = ['support'] as const;

export type ConfirmActionVariables = { messageId: string; input: AssistantConfirmInput };

export const confirmAction = ({ messageId, input }: ConfirmActionVariables) =>
  api.POST('/api/assistant/messages/{messageId}/confirm', {
    params: { path: { messageId } },
    body: input,
  });

/** Puts the updated proposal in place and Peri's follow-up after it (once) in today's history. */
export const applyActionResult = (
  queryClient: QueryClient,
  { proposal, followUp }: { proposal: AssistantMessage; followUp: AssistantMessage | null },
) => {
  queryClient.setQueryData<AssistantHistory>(historyQueryKey, (history) => {
    if (!history) return history;
    const items = history.items.map((item) => (item.id === proposal.id ? proposal : item));
    if (followUp && !items.some((item) => item.id === followUp.id)) items.push(followUp);
    return { ...history, items };
  });
};

/** Performs the proposal the user confirmed (with the subject and description as they edited them). */
export const useConfirmAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAction,
    onSuccess: async (result) => {
      applyActionResult(queryClient, result);
      await queryClient.invalidateQueries({ queryKey: SUPPORT_QUERY_KEY });
    },
  });
};
