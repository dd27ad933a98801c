import type { ForumReport, ForumTargetKind, ReportForumInput } from '@patili/domain/forum';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type ReportForumVariables = ReportForumInput & { kind: ForumTargetKind; targetId: string };

export const reportForum = ({ kind, targetId, ...input }: ReportForumVariables) =>
  api.post<ForumReport>(
    `/api/forum/${kind === 'post' ? 'posts' : 'replies'}/${encodeURIComponent(targetId)}/report`,
    input,
  );

/** Reports someone else's post or reply to the admins (once per person: a second is refused). */
export const useReportForum = () => useMutation({ mutationFn: reportForum });
