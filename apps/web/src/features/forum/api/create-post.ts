import type { CreateForumPostInput } from '@patili/domain/forum';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { postQueryKey } from './get-post';
import { postsQueryKey } from './list-posts';

export const createPost = (input: CreateForumPostInput) =>
  api.POST('/api/forum/posts', { body: input });

/** Opens a post; it is cached for its page and the list refetches. */
export const useCreatePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async (post) => {
      queryClient.setQueryData(postQueryKey(post.id), post);
      await queryClient.invalidateQueries({ queryKey: postsQueryKey });
    },
  });
};
