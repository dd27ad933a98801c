import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A red inline banner for a failed load or action, with an optional retry. */
export const ErrorAlert = ({ message, onRetry }: { message: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" variant="light">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <span>{message}</span>
        {onRetry ? (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
};
