import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { postQueryKey } from './get-post';
import { postsQueryKey } from './list-posts';
import { repliesQueryKey } from './list-replies';

export type DeleteReplyVariables = { replyId: string; postId: string };

export const deleteReply = ({ replyId }: DeleteReplyVariables) =>
  api.DELETE('/api/forum/replies/{replyId}', { params: { path: { replyId } } });

/** Deletes a reply (its author or the admin); the thread, the post's count and the list refetch. */
export const useDeleteReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onSuccess: async (_data, { postId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: repliesQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: postQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: postsQueryKey }),
      ]);
    },
  });
};
