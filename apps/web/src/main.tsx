import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { cleanAddressBar } from './app/startup';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
// Spec 2 §2: a missing root element is fatal.
if (!root) throw new Error('#root bulunamadı');

cleanAddressBar();
const queryClient = createQueryClient();

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
