import type { ArticleResponse } from '@patili/domain/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articleQueryKey } from './get-article';
import { commentsQueryKey } from './list-comments';

export const deleteComment = ({
  articleId,
  commentId,
}: {
  articleId: string;
  slug: string;
  commentId: string;
}) =>
  api.DELETE('/api/articles/{articleId}/comments/{commentId}', {
    params: { path: { articleId, commentId } },
  });

/** Deletes a comment (its writer's, or any for the admin); the count and the comments refresh. */
export const useDeleteComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: async (data, { articleId, slug }) => {
      queryClient.setQueryData<ArticleResponse>(articleQueryKey(slug), (current) =>
        current ? { article: { ...current.article, commentsCount: data.commentsCount } } : current,
      );
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey(articleId) });
    },
  });
};
