import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

import { logger } from '../lib/logger';

/** Shown instead of a screen that crashed (or whose code could not be fetched). */
export const AppErrorScreen = () => {
  const { t } = useTranslation();
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

/**
 * The router's error page (the root route's `ErrorBoundary`): what a screen threw while
 * rendering, or a screen whose code could not be fetched, is logged and `AppErrorScreen` shows
 * until the visitor goes to another address (the router then renders that one).
 */
export const RouteErrorScreen = () => {
  const error = useRouteError();
  useEffect(() => {
    logger.error('screen crashed', error);
  }, [error]);
  return <AppErrorScreen />;
};
