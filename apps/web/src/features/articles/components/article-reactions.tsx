import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Article } from '@patili/domain/articles';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../lib/form';
import { useSetBookmark } from '../api/set-bookmark';
import { useSetLike } from '../api/set-like';

/** Like (with the count), save for later, and the comment count that leads to the comments. */
export const ArticleReactions = ({ article }: { article: Article }) => {
  const { t } = useTranslation();
  const like = useSetLike();
  const bookmark = useSetBookmark();
  const failed = (error: unknown) =>
    notifications.show({
      color: 'red',
      message: errorMessage(error, t('articles:detail.actionFailed')),
    });
  return (
    <Group gap="sm">
      <Button
        variant={article.likedByMe ? 'filled' : 'light'}
        color="red"
        leftSection={article.likedByMe ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
        aria-pressed={article.likedByMe}
        aria-label={`${article.likedByMe ? t('articles:detail.unlike') : t('articles:detail.like')} (${t('articles:list.likes', { count: article.likesCount })})`}
        loading={like.isPending}
        onClick={() =>
          like.mutate(
            { articleId: article.id, slug: article.slug, liked: !article.likedByMe },
            { onError: failed },
          )
        }
        data-testid="article-like"
      >
        {article.likesCount}
      </Button>
      <Button
        variant={article.bookmarkedByMe ? 'filled' : 'light'}
        leftSection={
          article.bookmarkedByMe ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} />
        }
        aria-pressed={article.bookmarkedByMe}
        loading={bookmark.isPending}
        onClick={() =>
          bookmark.mutate(
            { articleId: article.id, slug: article.slug, bookmarked: !article.bookmarkedByMe },
            {
              onSuccess: (data) =>
                notifications.show({
                  color: 'green',
                  message: data.bookmarked
                    ? t('articles:detail.bookmarkAdded')
                    : t('articles:detail.bookmarkRemoved'),
                }),
              onError: failed,
            },
          )
        }
        data-testid="article-bookmark"
      >
        {article.bookmarkedByMe ? t('articles:detail.unbookmark') : t('articles:detail.bookmark')}
      </Button>
      <Button
        component="a"
        href="#article-comments"
        variant="subtle"
        color="gray"
        leftSection={<IconMessageCircle size={18} />}
        onClick={(event) => {
          // A hash router: scroll to the comments instead of changing the route.
          event.preventDefault();
          document.getElementById('article-comments')?.scrollIntoView({ behavior: 'smooth' });
        }}
      >
        {t('articles:comments.count', { count: article.commentsCount })}
      </Button>
    </Group>
  );
};
