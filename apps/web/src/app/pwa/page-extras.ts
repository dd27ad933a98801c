import { useSyncExternalStore, type ComponentType } from 'react';

/** The page's service worker, as the new-version note sees it (`register-worker.ts`). */
export type PageWorker = {
  /** A worker of a newer build is installed and waits to take over from the one serving the page. */
  waiting: boolean;
  /** Lets the newest worker take over (fetching it first when none waits yet), then reloads the page. */
  takeOver: () => Promise<void>;
};

/**
 * What the code loaded once the page has loaded (`after-load.ts`, in a chunk of its own) lends
 * the page's frame, which the first load carries only this small a part of.
 */
export type PageExtras = {
  /** Rendered beside every screen (the offline notice). */
  Extra: ComponentType;
  /** The service worker serving the page, once registered (none without a build or support). */
  worker: PageWorker | null;
};

let extras: PageExtras | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setPageExtras = (next: PageExtras | null) => {
  extras = next;
  for (const listener of listeners) listener();
};

/** What the code loaded after the page lends the frame, or null before it has come (no SSR). */
export const usePageExtras = () => useSyncExternalStore(subscribe, () => extras);
