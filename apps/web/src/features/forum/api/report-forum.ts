import type { ForumTargetKind, ReportForumInput } from '@patili/domain/forum';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type ReportForumVariables = ReportForumInput & { kind: ForumTargetKind; targetId: string };

export const reportForum = ({ kind, targetId, ...input }: ReportForumVariables) =>
  kind === 'post'
    ? api.POST('/api/forum/posts/{postId}/report', {
        params: { path: { postId: targetId } },
        body: input,
      })
    : api.POST('/api/forum/replies/{replyId}/report', {
        params: { path: { replyId: targetId } },
        body: input,
      });

/** Reports someone else's post or reply to the admins (once per person: a second is refused). */
export const useReportForum = () => useMutation({ mutationFn: reportForum });
