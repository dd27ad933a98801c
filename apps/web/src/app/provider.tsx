import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { i18n } from '../lib/i18n';
import { theme } from './theme';

/** Everything around the router: UI kit, server-state cache, translations, toasts. */
export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-center" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  </I18nextProvider>
);
