import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { postQueryKey } from './get-post';
import { postsQueryKey } from './list-posts';
import { repliesQueryKey } from './list-replies';

export const deletePost = (postId: string) =>
  api.DELETE('/api/forum/posts/{postId}', { params: { path: { postId } } });

/** Deletes a post with its replies (its author or the admin); its caches go and the list refetches. */
export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: async (_data, postId) => {
      queryClient.removeQueries({ queryKey: postQueryKey(postId) });
      queryClient.removeQueries({ queryKey: repliesQueryKey(postId) });
      await queryClient.invalidateQueries({ queryKey: postsQueryKey });
    },
  });
};
