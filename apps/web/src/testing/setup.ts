import '@testing-library/jest-dom/vitest';

import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, vi } from 'vitest';

import { i18n, loadAllMessages } from '../lib/i18n';
import { disposeAppRouters } from './render';

// `findBy…` and `waitFor` give up after 1 s by default: beside other suites on a 2-core machine a
// debounced quote took longer to come (seen failing). A state that comes ends the wait at once.
configure({ asyncUtilTimeout: 10_000 });

// Mantine reads these browser APIs that happy-dom leaves out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// happy-dom has no FontFaceSet, which Mantine's autosizing textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// The app fetches most namespaces with the screens that use them; components under test get them all.
beforeAll(async () => {
  await loadAllMessages();
});

afterEach(async () => {
  // A test that fakes the clock never leaves it faked for the next one, even when it fails.
  vi.useRealTimers();
  cleanup();
  disposeAppRouters();
  // Toasts live in a store of the module, not in the rendered tree: one a test left showing would
  // come back with the next render (in this file, or the next one the worker runs).
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // The query library pauses every query while it believes the browser offline (a test's
  // `offline` event): the next test, in this file or the next one the worker runs, gets the network
  // back, or its queries would wait for it for ever.
  onlineManager.setOnline(true);
  // A test that switched to English leaves Turkish behind: the next one, in this file or the next
  // one the worker runs, may read messages without rendering through `renderWithApp`.
  if (i18n.language !== 'tr') await i18n.changeLanguage('tr');
});
