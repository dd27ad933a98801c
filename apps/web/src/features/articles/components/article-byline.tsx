import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { ArticleSummary } from '@patili/domain/articles';
import { useTranslation } from 'react-i18next';

import { initialsOf } from '../../../lib/format';
import { formatArticleDate } from '../utils/article-format';

/**
 * Who wrote an article and when: the picture, the name kept with it (or the default label), the
 * role at publication, and the publication date on the Istanbul clock (a draft: its last edit).
 */
export const ArticleByline = ({
  article,
  size = 'sm',
}: {
  article: ArticleSummary;
  size?: 'sm' | 'md';
}) => {
  const { t, i18n } = useTranslation();
  const name = article.authorName ?? t('articles:defaultAuthor');
  const role = article.authorRoleAtPublish
    ? t(`articles:roles.${article.authorRoleAtPublish}`)
    : null;
  const date = article.publishedAt
    ? formatArticleDate(article.publishedAt, i18n.language)
    : t('articles:list.updated', { date: formatArticleDate(article.updatedAt, i18n.language) });
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={article.authorAvatarUrl}
        alt=""
        radius="xl"
        size={size === 'md' ? 44 : 32}
        color="orange"
      >
        {initialsOf(name, { skipTitles: true })}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text size={size} fw={600} truncate>
          {name}
          {role ? (
            <Text span c="dimmed" fw={400} size={size}>
              {' · '}
              {role}
            </Text>
          ) : null}
        </Text>
        <Text size="xs" c="dimmed">
          {date}
        </Text>
      </Stack>
    </Group>
  );
};
