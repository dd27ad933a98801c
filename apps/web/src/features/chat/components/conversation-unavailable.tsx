import { Button } from '@mantine/core';
import { buildPath } from '@patili/domain/access';
import { IconArrowLeft, IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '../../../components/feedback/empty-state';

/** A conversation that cannot be shown (a malformed link, not found, not the caller's): why, and the way back. */
export const ConversationUnavailable = ({
  message,
  onRetry,
}: {
  message: string;
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
