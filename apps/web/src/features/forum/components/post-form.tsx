import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  createForumPostInputSchema,
  FORUM_CONTENT_MAX,
  FORUM_TITLE_MAX,
  type ForumPost,
} from '@patili/domain/forum';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
import { applyServerFieldErrors, errorMessage, useSchemaForm } from '../../../lib/form';
import { useCreatePost } from '../api/create-post';

type Values = { title: string; content: string };

/**
 * The new-post form (title and content non-blank), on the shared domain schema.
 * Field messages come from the schema or the server; a failed save keeps everything typed and
 * says why in a banner.
 */
export const PostForm = ({
  onCreated,
  onCancel,
}: {
  onCreated: (post: ForumPost) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation();
  const form = useSchemaForm<Values>(createForumPostInputSchema, {
    initialValues: { title: '', content: '' },
    // Checked on submit: a message appearing on blur moves the buttons under the pointer.
    validateInputOnBlur: false,
  });
  const createPost = useCreatePost();
  const [banner, setBanner] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    if (form.validate().hasErrors) return;
    try {
      onCreated(await createPost.mutateAsync(form.getValues()));
    } catch (error) {
      if (applyServerFieldErrors(form, error)) return;
      setBanner(errorMessage(error, t('forum:form.failed')));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('forum:form.titleLabel')}
          placeholder={t('forum:form.titlePlaceholder')}
          withAsterisk
          maxLength={FORUM_TITLE_MAX}
          autoComplete="off"
          data-testid="forum-title"
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('forum:form.contentLabel')}
          placeholder={t('forum:form.contentPlaceholder')}
          withAsterisk
          autosize
          minRows={6}
          maxRows={18}
          maxLength={FORUM_CONTENT_MAX}
          data-testid="forum-content"
          {...form.getInputProps('content')}
        />
        {banner ? <StatusMessage tone="error">{banner}</StatusMessage> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={createPost.isPending}>
            {t('forum:form.cancel')}
          </Button>
          <Button type="submit" loading={createPost.isPending}>
            {t('forum:form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
