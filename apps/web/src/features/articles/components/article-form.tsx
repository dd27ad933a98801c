import { Button, Checkbox, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_REQUIRED_MESSAGE,
  ARTICLE_TITLE_MAX,
  articleInputSchema,
  DEFAULT_ARTICLE_CATEGORY,
  type Article,
  type ArticleCategory,
  type ArticleStatus,
  parseTags,
} from '@patili/domain/articles';
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { ImageUploadField } from '../../../components/files/image-upload-field';
import { ApiError, type RequestBody } from '../../../lib/api-client';
import { applyServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useCreateArticle } from '../api/create-article';
import { useUpdateArticle } from '../api/update-article';

// The rich-text editor (tiptap) is its own chunk, fetched by this form only.
const ArticleContentEditor = lazy(() => import('./article-content-editor'));

type ArticleFormValues = {
  title: string;
  category: ArticleCategory | '';
  content: string;
  tags: string;
  coverFileId: string | null;
  isFeatured: boolean;
};

const toValues = (article: Article | undefined): ArticleFormValues => ({
  title: article?.title ?? '',
  category: article?.category ?? DEFAULT_ARTICLE_CATEGORY,
  content: article?.content ?? '',
  tags: article?.tags.join(', ') ?? '',
  coverFileId: article?.coverFileId ?? null,
  isFeatured: article?.isFeatured ?? false,
});

export type ArticleFormProps = {
  /** The article being edited; without it the form writes a new one. */
  article?: Article;
  /** The admin sees the featured checkbox; the server keeps it the admin's anyway. */
  canFeature: boolean;
  onSaved: (article: Article) => void;
  onCancel: () => void;
};

/**
 * The article editor: title, category, content, tags as a comma list, a cover
 * with preview, featured for the admin, and save-draft or publish (the pressed button sets the
 * status). Title, content and category are required ('Başlık, içerik ve kategori zorunludur.');
 * nothing typed is lost when saving fails.
 */
export const ArticleForm = ({ article, canFeature, onSaved, onCancel }: ArticleFormProps) => {
  const { t } = useTranslation();
  const form = useSchemaForm<ArticleFormValues>(articleInputSchema, {
    initialValues: toValues(article),
    validateInputOnBlur: false,
  });
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const [banner, setBanner] = useState<string | null>(null);
  const [pressed, setPressed] = useState<ArticleStatus | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;
  const values = form.getValues();
  const requiredText = t(ARTICLE_REQUIRED_MESSAGE);
  const fieldError = (field: keyof ArticleFormValues): ReactNode => {
    const error = form.errors[field];
    return error === requiredText ? t('errors:fieldRequired') : error;
  };
  const wasPublished = article?.status === 'published';

  const save = async (status: ArticleStatus, event?: FormEvent) => {
    event?.preventDefault();
    setBanner(null);
    setPressed(status);
    const validation = form.validate();
    if (validation.hasErrors) {
      const first = Object.values(validation.errors)[0];
      setBanner(typeof first === 'string' ? first : requiredText);
      return;
    }
    const current = form.getValues();
    const input: RequestBody<'/api/articles', 'post'> = {
      ...current,
      category: current.category || undefined,
      tags: parseTags(current.tags),
      status,
      isFeatured: canFeature ? current.isFeatured : false,
    };
    try {
      const saved = article
        ? await update.mutateAsync({ articleId: article.id, input })
        : await create.mutateAsync(input);
      const message =
        status === 'published'
          ? wasPublished
            ? t('articles:form.saved')
            : t('articles:form.published')
          : t('articles:form.draftSaved');
      setDone(message);
      notifications.show({ color: 'green', message });
      onSaved(saved.article);
    } catch (error) {
      if (applyServerFieldErrors(form, error)) {
        setBanner(Object.values((error as ApiError).fields)[0] ?? t('articles:form.saveFailed'));
        return;
      }
      const fallback =
        status === 'published' && !article
          ? t('articles:form.publishFailed')
          : t('articles:form.saveFailed');
      setBanner(error instanceof ApiError && error.status === 404 ? error.message : fallback);
    }
  };

  const locked = saving || done !== null;
  return (
    <form onSubmit={(event) => void save('published', event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('articles:form.title')}
          placeholder={t('articles:form.titlePlaceholder')}
          withAsterisk
          maxLength={ARTICLE_TITLE_MAX}
          autoComplete="off"
          {...form.getInputProps('title')}
          error={fieldError('title')}
          disabled={locked}
        />
        <Select
          label={t('articles:form.category')}
          withAsterisk
          data={ARTICLE_CATEGORIES.map((category) => ({
            value: category,
            label: t(`articles:categories.${category}`),
          }))}
          allowDeselect={false}
          {...form.getInputProps('category')}
          onChange={(value) =>
            form.setFieldValue('category', (value ?? '') as ArticleCategory | '')
          }
          error={fieldError('category')}
          disabled={locked}
          data-testid="article-form-category"
        />
        <Suspense
          fallback={
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text c="dimmed" size="sm">
                {t('articles:form.editorLoading')}
              </Text>
            </Group>
          }
        >
          <ArticleContentEditor
            initialHtml={toValues(article).content}
            onChange={(html) => {
              form.setFieldValue('content', html);
              form.clearFieldError('content');
            }}
            label={t('articles:form.content')}
            description={t('articles:form.contentHint')}
            error={fieldError('content') as string | null | undefined}
            disabled={locked}
          />
        </Suspense>
        <TextInput
          label={t('articles:form.tags')}
          description={t('articles:form.tagsHint')}
          placeholder={t('articles:form.tagsPlaceholder')}
          autoComplete="off"
          {...form.getInputProps('tags')}
          error={fieldError('tags')}
          disabled={locked}
        />
        <ImageUploadField
          purpose="article_cover"
          name="article-cover"
          label={t('articles:form.cover')}
          description={t('articles:form.coverHint')}
          value={values.coverFileId}
          onChange={(fileId) => {
            form.setFieldValue('coverFileId', fileId);
            form.clearFieldError('coverFileId');
          }}
          error={fieldError('coverFileId')}
          disabled={locked}
          size={140}
        />
        {canFeature ? (
          <Checkbox
            label={t('articles:form.featured')}
            description={t('articles:form.featuredHint')}
            {...form.getInputProps('isFeatured', { type: 'checkbox' })}
            disabled={locked}
          />
        ) : null}
        {article ? (
          <Text size="sm" c="dimmed">
            {t('articles:form.currentStatus', { status: t(`articles:status.${article.status}`) })}
          </Text>
        ) : null}
        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        {done ? (
          <StatusMessage tone="success">{`${done} ${t('articles:form.returning')}`}</StatusMessage>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={onCancel} disabled={saving}>
            {t('articles:form.cancel')}
          </Button>
          <Button
            variant="default"
            onClick={() => void save('draft')}
            loading={saving && pressed === 'draft'}
            disabled={locked && !(saving && pressed === 'draft')}
            data-testid="article-save-draft"
          >
            {wasPublished ? t('articles:form.unpublish') : t('articles:form.saveDraft')}
          </Button>
          <Button
            type="submit"
            loading={saving && pressed === 'published'}
            disabled={locked && !(saving && pressed === 'published')}
            data-testid="article-publish"
          >
            {wasPublished ? t('articles:form.saveChanges') : t('articles:form.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
