import { fetchDeployedBuild } from '../lib/build-version';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/storage';

/**
 * How long after a reload for a newer build a tab refuses another: code that still fails to load
 * after one reload ends on the error page instead of reloading in a loop.
 */
export const NEW_BUILD_RELOAD_GUARD_MS = 60_000;

const reloadedRecently = (now: number) => {
  const last = Number(readStored('session', STORAGE_KEYS.newBuildReloadAt));
  const age = now - last;
  return Number.isFinite(age) && age >= 0 && age < NEW_BUILD_RELOAD_GUARD_MS;
};

const tryReload = async (): Promise<boolean> => {
  if (reloadedRecently(Date.now())) return false;
  // Offline or while the server restarts, a reload would leave the app for the browser's own
  // error page: only reload when the server answers.
  if (!(await fetchDeployedBuild()).reachable) return false;
  const stamp = String(Date.now());
  writeStored('session', STORAGE_KEYS.newBuildReloadAt, stamp);
  // Without session storage nothing would stop a loop: no reload then.
  if (readStored('session', STORAGE_KEYS.newBuildReloadAt) !== stamp) return false;
  window.location.reload();
  return true;
};

/**
 * A page's reload for a newer build. After a deploy the files of the build a tab runs are gone
 * (the server answers 404 for them), so its next lazily loaded screen or styles fail to load;
 * a reload fetches the new build. At most once a minute a tab, and only while the server
 * answers. Every caller of one page shares one attempt; it resolves true when the page is
 * reloading, and false when it will not (the caller then shows its error).
 */
export const createNewBuildReload = () => {
  let attempt: Promise<boolean> | null = null;
  return (): Promise<boolean> => {
    attempt ??= tryReload().then((reloading) => {
      // A refusal is not final: once online again, the next failure may reload.
      if (!reloading) attempt = null;
      return reloading;
    });
    return attempt;
  };
};

/** This page's reload for a newer build (`app/screens.ts`, `reloadOnStaleFiles`). */
export const reloadForNewBuild = createNewBuildReload();

/**
 * Reloads for a newer build when Vite could not fetch a lazily loaded file or its styles
 * (`vite:preloadError`). The error still reaches the code that imported the file, which shows
 * its error state if no reload comes. Returns the function that stops listening.
 */
export const reloadOnStaleFiles = (reload: () => Promise<boolean> = reloadForNewBuild) => {
  const onPreloadError = () => void reload();
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
};
