import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { reloadOnStaleFiles } from './app/new-build-reload';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { cleanAddressBar } from './app/startup';
import { publicConfigQueryOptions } from './features/config/api/get-public-config';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';

const root = document.getElementById('root');
// A missing root element is fatal.
if (!root) throw new Error('#root bulunamadı');

cleanAddressBar();
// A lazily loaded file of an older build that is gone after a deploy: reload once for the new one.
reloadOnStaleFiles();
// Once the page has loaded, the offline notice and the service worker (app/pwa/after-load.ts).
window.addEventListener('load', () => void import('./app/pwa/after-load').then((pwa) => pwa.start()));
const queryClient = createQueryClient();
// Every page waits for the session before it shows: ask for it now, while React starts up.
void queryClient.prefetchQuery(sessionQueryOptions());
// The platform's default language and the price bounds the messages name.
void queryClient.prefetchQuery(publicConfigQueryOptions());
// The router starts deciding the address (and fetching its screen) while React starts up.
const router = createAppRouter({ queryClient });

// A visitor who chose English waits for its messages rather than seeing Turkish flash by. The
// first render is a transition: React renders it in slices, so no long task blocks the page.
void i18nReady.finally(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
});
