import './styles/first-load';

import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18n } from '../lib/i18n';
import { usePageExtras } from './pwa/page-extras';
import { theme } from './theme';

const Notifications = lazy(() => import('./notifications'));

/**
 * The toasts' container, fetched with the first toast (`notifications.show` only fills a store):
 * most first visits never show one, so the first page does not carry it.
 */
const ToastsOnDemand = () => {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
};

/** What the code loaded after the page puts beside every screen (the offline notice, the new-version note). */
const PageExtra = () => {
  const Extra = usePageExtras()?.Extra;
  return Extra ? <Extra /> : null;
};

/** Everything around the router: UI kit, server-state cache, translations, toasts, the new-version note, the offline notice. */
export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ToastsOnDemand />
        {children}
        <PageExtra />
      </MantineProvider>
    </QueryClientProvider>
  </I18nextProvider>
);
