import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Image,
  Stack,
  Title,
  Typography,
} from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import type { Article } from '@patili/domain/articles';
import {
  IconArrowLeft,
  IconEdit,
  IconInfoCircle,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { ArticleByline } from './article-byline';
import { ArticleComments } from './article-comments';
import { ArticleReactions } from './article-reactions';
import { CategoryBadge } from './category-badge';
import { DeleteArticleModal } from './delete-article-modal';
import classes from './article-view.module.css';

/**
 * An article's page: cover, title, author with role at publish, date, category, tags,
 * the content, likes, bookmark and comments; edit and delete for its author or the admin.
 */
export const ArticleView = ({ article }: { article: Article }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack gap="lg" component="article">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={buildPath('articles')} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('articles:detail.back')}
          </Group>
        </Anchor>
        {article.canEdit ? (
          <Group gap="xs">
            <Button
              component={Link}
              to={buildPath('articles.edit', { articleId: article.id })}
              variant="light"
              size="xs"
              leftSection={<IconEdit size={16} />}
              data-testid="article-edit"
            >
              {t('articles:detail.edit')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
            >
              {t('articles:detail.delete')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {article.status === 'draft' ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('articles:detail.draftNotice')}
        </Alert>
      ) : null}
      {article.coverUrl ? (
        <Image
          src={article.coverUrl}
          radius="lg"
          mah={420}
          fit="cover"
          alt={t('articles:detail.cover', { title: article.title })}
        />
      ) : null}
      <Stack gap="sm">
        <Group gap={6}>
          <CategoryBadge category={article.category} />
          {article.isFeatured ? (
            <Badge
              color="yellow"
              c="dark"
              variant="filled"
              radius="sm"
              leftSection={<IconStarFilled size={12} />}
              style={{ textTransform: 'none' }}
            >
              {t('articles:list.featured')}
            </Badge>
          ) : null}
        </Group>
        <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {article.title}
        </Title>
        <ArticleByline article={article} size="md" />
      </Stack>
      {/* The one place user HTML is rendered: sanitized by the server when saved (sanitize-html). */}
      <Typography>
        <Box
          className={classes.content}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="article-content"
          dangerouslySetInnerHTML={{ __html: article.content }}
        />
      </Typography>
      {article.tags.length > 0 ? (
        <Group gap={6} aria-label={t('articles:detail.tags')} role="list">
          {article.tags.map((tag) => (
            <Badge
              key={tag}
              variant="outline"
              color="gray"
              radius="sm"
              role="listitem"
              style={{ textTransform: 'none' }}
            >
              #{tag}
            </Badge>
          ))}
        </Group>
      ) : null}
      <ArticleReactions article={article} />
      <Divider />
      <ArticleComments article={article} />
      <DeleteArticleModal
        article={article}
        opened={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(buildPath('articles'), { replace: true })}
      />
    </Stack>
  );
};
