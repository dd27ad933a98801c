import type { MessageFlag, ReportMessageInput } from '@patili/domain/chat';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type ReportMessageVariables = ReportMessageInput & { messageId: string };

export const reportMessage = ({ messageId, ...input }: ReportMessageVariables) =>
  api.post<MessageFlag>(`/api/chat/messages/${encodeURIComponent(messageId)}/report`, input);

/** Reports the other person's message to the admins (once per person: a second is refused). */
export const useReportMessage = () => useMutation({ mutationFn: reportMessage });
