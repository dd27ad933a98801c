import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ArticleSummary } from '@patili/domain/articles';
import { useTranslation } from 'react-i18next';

import { StatusMessage } from '../../../components/feedback/status-message';
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
    <Modal
      opened={opened}
      onClose={close}
      title={t('articles:detail.deleteTitle')}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: 'anywhere' }}>
          {t('articles:detail.deleteBody', { title: article.title })}
        </Text>
        {remove.isError ? (
          <StatusMessage tone="error">
            {errorMessage(remove.error, t('articles:detail.deleteFailed'))}
          </StatusMessage>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('articles:detail.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(article.id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: t('articles:detail.deleted') });
                  onDeleted();
                },
              })
            }
            data-testid="article-delete-confirm"
          >
            {t('articles:detail.deleteConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
