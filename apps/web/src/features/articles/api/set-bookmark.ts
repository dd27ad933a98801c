import type { ArticleResponse } from '@patili/domain/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { articleQueryKey } from './get-article';
import { bookmarksQueryKey } from './list-bookmarks';

export const setBookmark = ({
  articleId,
  bookmarked,
}: {
  articleId: string;
  slug: string;
  bookmarked: boolean;
}) =>
  bookmarked
    ? api.PUT('/api/articles/{articleId}/bookmark', { params: { path: { articleId } } })
    : api.DELETE('/api/articles/{articleId}/bookmark', { params: { path: { articleId } } });

/** Saves or unsaves an article for later; the page shows it at once, the saved list refetches. */
export const useSetBookmark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBookmark,
    onSuccess: async (data, { slug }) => {
      queryClient.setQueryData<ArticleResponse>(articleQueryKey(slug), (current) =>
        current ? { article: { ...current.article, bookmarkedByMe: data.bookmarked } } : current,
      );
      await queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
    },
  });
};
