import type { ArticleInput, ArticleResponse } from '@patili/domain/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const updateArticle = ({ articleId, input }: { articleId: string; input: ArticleInput }) =>
  api.put<ArticleResponse>(`/api/articles/${encodeURIComponent(articleId)}`, input);

/** Saves an article with the chosen status; its page and every list refetch. */
export const useUpdateArticle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey });
    },
  });
};
