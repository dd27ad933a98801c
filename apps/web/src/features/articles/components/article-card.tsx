import { Anchor, Badge, Box, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { ArticleSummary } from '@patili/domain/articles';
import { IconHeart, IconMessageCircle, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ArticleByline } from './article-byline';
import { ArticleCover } from './article-cover';
import { CategoryBadge } from './category-badge';

/** A count with its icon; a screen reader hears the words ("3 beğeni"). */
const Count = ({ icon, value, label }: { icon: ReactNode; value: number; label: string }) => (
  <Group gap={4} wrap="nowrap">
    {icon}
    <Text size="sm" aria-hidden>
      {value}
    </Text>
    <VisuallyHidden>{label}</VisuallyHidden>
  </Group>
);

/** An article on the list: cover, category, title (the link), excerpt, author, date and counts. */
export const ArticleCard = ({ article }: { article: ArticleSummary }) => {
  const { t } = useTranslation();
  const href = buildPath('articles.detail', { slug: article.slug });
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid="article-card"
      component="article"
      h="100%"
    >
      <Card.Section>
        <ArticleCover src={article.coverThumbnailUrl} height={170} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
          <Group gap={6}>
            <CategoryBadge category={article.category} />
            {article.isFeatured ? (
              <Badge
                color="yellow"
                variant="filled"
                radius="sm"
                leftSection={<IconStarFilled size={12} />}
                style={{ textTransform: 'none' }}
                c="dark"
              >
                {t('articles:list.featured')}
              </Badge>
            ) : null}
            {article.status === 'draft' ? (
              <Badge color="gray" variant="outline" radius="sm" style={{ textTransform: 'none' }}>
                {t('articles:status.draft')}
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm" wrap="nowrap" c="dimmed">
            <Count
              icon={<IconHeart size={16} aria-hidden />}
              value={article.likesCount}
              label={t('articles:list.likes', { count: article.likesCount })}
            />
            <Count
              icon={<IconMessageCircle size={16} aria-hidden />}
              value={article.commentsCount}
              label={t('articles:list.comments', { count: article.commentsCount })}
            />
          </Group>
        </Group>
        <Title order={2} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={href} c="inherit" underline="hover">
            {article.title}
          </Anchor>
        </Title>
        {article.excerpt ? (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {article.excerpt}
          </Text>
        ) : null}
        <Box mt="auto" pt="xs">
          <ArticleByline article={article} />
        </Box>
      </Stack>
    </Card>
  );
};
