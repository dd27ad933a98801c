import type { ArticleCommentInput, ArticleResponse } from '@patili/domain/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articleQueryKey } from './get-article';
import { commentsQueryKey } from './list-comments';

export const addComment = ({
  articleId,
  input,
}: {
  articleId: string;
  slug: string;
  input: ArticleCommentInput;
}) =>
  api.POST('/api/articles/{articleId}/comments', { params: { path: { articleId } }, body: input });

/** Comments on an article; the page's count takes the server's and the comments refetch. */
export const useAddComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: async (data, { articleId, slug }) => {
      queryClient.setQueryData<ArticleResponse>(articleQueryKey(slug), (current) =>
        current ? { article: { ...current.article, commentsCount: data.commentsCount } } : current,
      );
      await queryClient.invalidateQueries({ queryKey: commentsQueryKey(articleId) });
    },
  });
};
