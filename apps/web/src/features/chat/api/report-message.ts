import type { ReportMessageInput } from '@patili/domain/chat';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type ReportMessageVariables = ReportMessageInput & { messageId: string };

export const reportMessage = ({ messageId, ...input }: ReportMessageVariables) =>
  api.POST('/api/chat/messages/{messageId}/report', {
    params: { path: { messageId } },
    body: input,
  });

/** Reports the other person's message to the admins (once per person: a second is refused). */
export const useReportMessage = () => useMutation({ mutationFn: reportMessage });
