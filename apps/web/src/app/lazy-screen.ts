import type { ComponentType } from 'react';

import { loadAllMessages } from '../lib/i18n';
import { reloadForNewBuild } from './new-build-reload';

export type ScreenModule = { default: ComponentType };

/** A route's screen fetched by the router on the route's first visit, as its `lazy` takes it. */
export type LazyScreen = { readonly lazy: () => Promise<{ Component: ComponentType }> };

/**
 * A screen fetched on its first visit, with the styles of every Mantine component (`styles/all.ts`,
 * one file for all screens) and every namespace of the catalogue. Every screen is one, except the
 * welcome and login pages: most visits start there, so they come with the first load, with only
 * their own styles and messages (docs/performance.md, "First load").
 */
export const lazyScreen = (load: () => Promise<ScreenModule>): LazyScreen => ({
  lazy: () =>
    Promise.all([load(), import('./styles/all'), loadAllMessages()]).then(
      ([module]) => ({ Component: module.default }),
      // The code of the build this tab runs may be gone after a deploy: while the page reloads
      // for the new build the screen keeps loading; without a reload, the error page shows (and
      // the next visit tries again).
      async (error: unknown) => {
        if (await reloadForNewBuild()) return new Promise<never>(() => {});
        throw error;
      },
    ),
});
