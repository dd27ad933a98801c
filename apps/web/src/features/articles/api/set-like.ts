import type { ArticleResponse } from '@patili/domain/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articleQueryKey } from './get-article';
import { articlesQueryKey } from './list-articles';

export const setLike = ({
  articleId,
  liked,
}: {
  articleId: string;
  slug: string;
  liked: boolean;
}) =>
  liked
    ? api.PUT('/api/articles/{articleId}/like', { params: { path: { articleId } } })
    : api.DELETE('/api/articles/{articleId}/like', { params: { path: { articleId } } });

/** Likes or unlikes; the page takes the server's count at once, the lists refetch. */
export const useSetLike = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLike,
    onSuccess: async (data, { slug }) => {
      queryClient.setQueryData<ArticleResponse>(articleQueryKey(slug), (current) =>
        current
          ? { article: { ...current.article, likedByMe: data.liked, likesCount: data.likesCount } }
          : current,
      );
      await queryClient.invalidateQueries({ queryKey: [...articlesQueryKey, 'list'] });
    },
  });
};
