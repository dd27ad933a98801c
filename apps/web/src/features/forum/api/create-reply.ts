import type { CreateForumReplyInput } from '@patili/domain/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { postQueryKey } from './get-post';
import { postsQueryKey } from './list-posts';
import { repliesQueryKey } from './list-replies';

export type CreateReplyVariables = { postId: string; input: CreateForumReplyInput };

export const createReply = ({ postId, input }: CreateReplyVariables) =>
  api.POST('/api/forum/posts/{postId}/replies', { params: { path: { postId } }, body: input });

/** Replies to a post; the thread, the post's count and the list's order refetch. */
export const useCreateReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReply,
    onSuccess: async (_reply, { postId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: repliesQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: postQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: postsQueryKey }),
      ]);
    },
  });
};
