import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { FlaggedItemRef } from './get-flagged-item';
import { moderationQueryKey } from './list-flags';

/**
 * Deletes a reported forum post or reply through the forum's own route (the admin may delete any;
 * the server logs it as `content_deleted`); its reports go with it.
 */
export const deleteForumContent = ({ kind, targetId }: FlaggedItemRef) =>
  kind === 'forum_post'
    ? api.DELETE('/api/forum/posts/{postId}', { params: { path: { postId: targetId } } })
    : api.DELETE('/api/forum/replies/{replyId}', { params: { path: { replyId: targetId } } });

export const useDeleteForumContent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForumContent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['forum'] });
    },
  });
};
