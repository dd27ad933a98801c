import { Button, Text } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';

/**
 * A conversation that cannot be shown (a malformed link, not found, not the caller's): why, and
 * the way back (`note` says when the list opens by itself).
 */
export const ConversationUnavailable = ({
  message,
  note,
  onRetry,
}: {
  message: string;
  note?: string;
  onRetry?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<IconMessageOff size={26} />}
      title={t('chat:detail.unavailable')}
      body={message}
      testId="chat-unavailable"
      action={
        <>
          {note ? (
            <Text c="dimmed" size="sm">
              {note}
            </Text>
          ) : null}
          {onRetry ? (
            <Button variant="light" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          ) : null}
          <Button
            component={Link}
            to={buildPath('chat')}
            variant="subtle"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t('chat:detail.back')}
          </Button>
        </>
      }
    />
  );
};
