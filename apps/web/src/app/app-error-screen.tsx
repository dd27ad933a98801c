import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

import { logger } from '../lib/logger';

/** Shown instead of the router's default error screen when a screen crashes. */
export const AppErrorScreen = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  logger.error('screen crashed', error);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={2}>{t('common:errors.generic')}</Title>
        <Text c="dimmed">{t('common:errors.unexpected')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common:actions.refresh')}</Button>
      </Stack>
    </Center>
  );
};
