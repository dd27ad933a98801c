import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, type RequestBody } from '../../../lib/api-client';
import { articlesQueryKey } from './list-articles';

export const createArticle = (input: RequestBody<'/api/articles', 'post'>) =>
  api.POST('/api/articles', { body: input });

/** Writes an article (draft or published); every article list refetches. */
export const useCreateArticle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey });
    },
  });
};
