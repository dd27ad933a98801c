import { Stack, Textarea, TextInput } from '@mantine/core';
import {
  createForumPostInputSchema,
  FORUM_CONTENT_MAX,
  FORUM_TITLE_MAX,
  type ForumPost,
} from '@patili/domain/forum';
import { useTranslation } from 'react-i18next';

import { FormActions } from '../../../components/form/form-actions';
import { errorMessage, useFormSubmit, useSchemaForm } from '../../../lib/form';
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
  const { failure: banner, onSubmit } = useFormSubmit(
    form,
    async () => onCreated(await createPost.mutateAsync(form.getValues())),
    (error) => errorMessage(error, t('forum:form.failed')),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
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
        <FormActions
          failure={banner}
          pending={createPost.isPending}
          onCancel={onCancel}
          cancelLabel={t('forum:form.cancel')}
          submitLabel={t('forum:form.submit')}
        />
      </Stack>
    </form>
  );
};
