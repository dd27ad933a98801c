import { notifications } from '@mantine/notifications';
import type { ArticleSummary } from '@patili/domain/articles';
import { useTranslation } from 'react-i18next';

import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { errorMessage } from '../../../lib/form';
import { useDeleteArticle } from '../api/delete-article';

/** Asks before deleting an article with its comments, then deletes it. */
export const DeleteArticleModal = ({
  article,
  opened,
  onClose,
  onDeleted,
}: {
  article: ArticleSummary;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) => {
  const { t } = useTranslation();
  const remove = useDeleteArticle();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('articles:detail.deleteTitle')}
      body={t('articles:detail.deleteBody', { title: article.title })}
      confirmLabel={t('articles:detail.deleteConfirm')}
      cancelLabel={t('articles:detail.cancel')}
      color="red"
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error, t('articles:detail.deleteFailed')) : null}
      onConfirm={() =>
        remove.mutate(article.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('articles:detail.deleted') });
            onDeleted();
          },
        })
      }
      onClose={close}
      confirmTestId="article-delete-confirm"
    />
  );
};
