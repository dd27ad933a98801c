import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

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

type BoundaryProps = { children: ReactNode; location: string };
type BoundaryState = { failed: boolean; location: string };

/**
 * Catches what a screen throws while rendering (or a screen whose code could not be fetched) and
 * shows `AppErrorScreen` instead, until the visitor goes to another address.
 */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError = (): Partial<BoundaryState> => ({ failed: true });

  static getDerivedStateFromProps = (props: BoundaryProps, state: BoundaryState): BoundaryState | null =>
    props.location === state.location ? null : { failed: false, location: props.location };

  override componentDidCatch(error: unknown) {
    logger.error('screen crashed', error);
  }

  override render() {
    return this.state.failed ? <AppErrorScreen /> : this.props.children;
  }
}

export const AppErrorBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  return <ErrorBoundary location={`${pathname}${search}`}>{children}</ErrorBoundary>;
};
