import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const deleteArticle = (articleId: string) =>
  api.DELETE('/api/articles/{articleId}', { params: { path: { articleId } } });

/** Deletes an article with its comments; every article query refetches. */
export const useDeleteArticle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey });
    },
  });
};
