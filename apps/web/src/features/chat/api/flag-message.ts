import type { FlagMessageInput } from '@patili/domain/chat';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type FlagMessageVariables = FlagMessageInput & { messageId: string };

export const flagMessage = ({ messageId, ...input }: FlagMessageVariables) =>
  api.POST('/api/chat/messages/{messageId}/flag', {
    params: { path: { messageId } },
    body: input,
  });

/** Flags the other person's message to the admins (once per person: a second is refused). */
export const useFlagMessage = () => useMutation({ mutationFn: flagMessage });
