import type { FlagForumInput, ForumTargetKind } from '@patili/domain/forum';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export type FlagForumVariables = FlagForumInput & { kind: ForumTargetKind; targetId: string };

export const flagForum = ({ kind, targetId, ...input }: FlagForumVariables) =>
  kind === 'post'
    ? api.POST('/api/forum/posts/{postId}/flag', {
        params: { path: { postId: targetId } },
        body: input,
      })
    : api.POST('/api/forum/replies/{replyId}/flag', {
        params: { path: { replyId: targetId } },
        body: input,
      });

/** Flags someone else's post or reply to the admins (once per person: a second is refused). */
export const useFlagForum = () => useMutation({ mutationFn: flagForum });
