import { Workbox } from 'workbox-window';

import { logger } from '../../lib/logger';
import type { PageWorker } from './page-extras';

/** What the page needs of workbox-window's `Workbox` (the tests hand in a stand-in). */
export type WorkerClient = Pick<
  Workbox,
  'register' | 'update' | 'messageSkipWaiting' | 'addEventListener'
>;

/**
 * The worker the build writes beside index.html (`vite.config.ts`), found from this file's own
 * address in `assets/`, so it is the build's whatever address the page was opened at.
 */
const workerUrl = () => {
  const here = import.meta.url;
  return new URL('../sw.js', here).href;
};

/** Resolves once `worker` has left `state` (or at once when it is elsewhere already). */
const leaves = (worker: ServiceWorker, state: ServiceWorkerState) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (worker.state === state) return;
      worker.removeEventListener('statechange', check);
      resolve();
    };
    worker.addEventListener('statechange', check);
    check();
  });

/**
 * Registers the service worker (`vite.config.ts`: the app's files kept for offline use) and tells
 * the page (`publish`) once it is registered and when a newer one waits, which the new-version
 * note then offers. Its
 * `takeOver` lets the newest worker take over and reloads the page once it is active: a reload
 * alone would get the waiting worker's predecessor, which serves the build it kept. A worker the
 * browser has not fetched yet (the version check heard of the build first) is fetched then.
 * Resolves once registered; a failure is logged and leaves the page as it is.
 */
export const registerWorker = async ({
  publish: tell,
  client = new Workbox(workerUrl()),
  reload = () => window.location.reload(),
}: {
  publish: (worker: PageWorker) => void;
  client?: WorkerClient;
  reload?: () => void;
}): Promise<void> => {
  let waiting = false;
  let registration: ServiceWorkerRegistration | undefined;
  const takeOver = async () => {
    if (!registration) return reload();
    if (!registration.waiting) {
      await client.update().catch(() => undefined);
      const installing = registration.installing;
      if (installing) await leaves(installing, 'installing');
    }
    const next = registration.waiting;
    // Nothing newer than the worker serving the page (the server's worker is the same).
    if (!next) return reload();
    client.messageSkipWaiting();
    await leaves(next, 'installed');
    await leaves(next, 'activating');
    reload();
  };
  const publish = () => tell({ waiting, takeOver });
  client.addEventListener('waiting', () => {
    waiting = true;
    publish();
  });
  try {
    registration = await client.register();
  } catch (error) {
    logger.warn('service worker not registered', error);
    return;
  }
  publish();
};
