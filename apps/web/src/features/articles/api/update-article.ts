import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const updateArticle = ({
  articleId,
  input,
}: {
  articleId: string;
  input: RequestBody<'/api/articles/{articleId}', 'put'>;
}) => api.PUT('/api/articles/{articleId}', { params: { path: { articleId } }, body: input });

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
