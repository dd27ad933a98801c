import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

import { fetchDeployedBuild, RUNNING_BUILD } from '../lib/build-version';
import type { NewVersionNoteProps } from './new-version-note';
import { usePageExtras } from './pwa/page-extras';

/** How often a visible tab asks which build the server has, besides when it comes back into view. */
export const NEW_VERSION_CHECK_EVERY_MS = 5 * 60_000;

/** Asks closer together than this are one: a tab coming back gets `focus` and `visibilitychange`. */
const MIN_GAP_MS = 30_000;

/**
 * The build the server has when it is not `running`, else null. Asked when the tab comes back
 * into view or gets the focus, and every few minutes while it is visible; an answer without an
 * id (offline, no version file) changes nothing.
 */
export const useNewerBuild = (running: string | null): string | null => {
  const [newer, setNewer] = useState<string | null>(null);
  useEffect(() => {
    if (!running) return undefined;
    let live = true;
    let askedAt = Number.NEGATIVE_INFINITY;
    const ask = () => {
      if (document.visibilityState === 'hidden' || Date.now() - askedAt < MIN_GAP_MS) return;
      askedAt = Date.now();
      void fetchDeployedBuild().then(({ build }) => {
        if (live && build) setNewer(build === running ? null : build);
      });
    };
    const timer = window.setInterval(ask, NEW_VERSION_CHECK_EVERY_MS);
    window.addEventListener('focus', ask);
    document.addEventListener('visibilitychange', ask);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', ask);
      document.removeEventListener('visibilitychange', ask);
    };
  }, [running]);
  return newer;
};

/**
 * The note itself, fetched when it first shows (a first page never shows it). Should its file be
 * gone (a tab open across two deploys), nothing shows: Vite's `vite:preloadError` reloads the
 * page for the new build then (`new-build-reload.ts`).
 */
const NewVersionNote = lazy<ComponentType<NewVersionNoteProps>>(() =>
  import('./new-version-note').catch(() => ({ default: () => null })),
);

/**
 * The new-version note (`new-version-note.tsx`) once a newer build is deployed: the server names
 * another build, or the service worker of a newer one waits (`pwa/register-worker.ts`), one note
 * for both.
 */
export const NewVersionPrompt = ({ running = RUNNING_BUILD }: { running?: string | null }) => {
  const newer = useNewerBuild(running);
  const worker = usePageExtras()?.worker;
  return newer || worker?.waiting ? (
    // Nothing shows while the note's file is on its way.
    <Suspense>
      <NewVersionNote newer={newer} worker={worker} />
    </Suspense>
  ) : null;
};
