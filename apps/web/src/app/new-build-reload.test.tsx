import { screen as view } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '../lib/storage';
import { json, stubApi } from '../testing/api-stub';
import { renderAppRouter } from '../testing/render';
import {
  createNewBuildReload,
  NEW_BUILD_RELOAD_GUARD_MS,
  reloadOnStaleFiles,
} from './new-build-reload';
import { lazyScreen } from './lazy-screen';

/** What Vite fires when a lazily loaded file or its styles could not be fetched. */
const preloadError = () =>
  window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));

/**
 * One page's life: its reload and its listener, as main.tsx sets them up. A reload starts the
 * next one; the tab's session storage outlives them.
 */
const openPage = () => {
  const attempts: Promise<boolean>[] = [];
  const reload = createNewBuildReload();
  const stop = reloadOnStaleFiles(() => {
    const attempt = reload();
    attempts.push(attempt);
    return attempt;
  });
  return { attempts, reload, stop, settled: () => Promise.all(attempts) };
};

let reloadPage: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reloadPage = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  reloadPage.mockRestore();
  vi.unstubAllGlobals();
});

describe('a lazily loaded file of an older build that is gone', () => {
  it('reloads the page once, and not again within the guard window', async () => {
    stubApi({ 'GET /version.json': () => json(200, { build: 'new' }) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));

    const first = openPage();
    // Two files of the same screen fail: one reload.
    preloadError();
    preloadError();
    expect(await first.settled()).toEqual([true, true]);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    first.stop();

    // The reloaded page still cannot load them: it shows its error instead of reloading again.
    vi.setSystemTime(new Date('2026-11-24T10:00:05Z'));
    const second = openPage();
    preloadError();
    expect(await second.settled()).toEqual([false]);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    second.stop();

    // Past the guard window, a later deploy is met with a reload again.
    vi.setSystemTime(new Date(Date.parse('2026-11-24T10:00:00Z') + NEW_BUILD_RELOAD_GUARD_MS + 1));
    const third = openPage();
    preloadError();
    expect(await third.settled()).toEqual([true]);
    expect(reloadPage).toHaveBeenCalledTimes(2);
    third.stop();
  });

  it('does not reload while the server does not answer, and does once it answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const page = openPage();
    preloadError();
    expect(await page.settled()).toEqual([false]);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.newBuildReloadAt)).toBeNull();

    stubApi({ 'GET /version.json': () => json(200, { build: 'new' }) });
    expect(await page.reload()).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    page.stop();
  });

  it('shows the error page for a screen whose code still fails within the guard window', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests = stubApi({ 'GET /version.json': () => json(200, { build: 'new' }) });
    window.sessionStorage.setItem(STORAGE_KEYS.newBuildReloadAt, String(Date.now() - 5_000));
    const Broken = lazyScreen(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: ./assets/gone.js'),
      ),
    );
    await renderAppRouter({ path: '/privacy-policy', user: null, screens: [{ path: '/privacy-policy', ...Broken }] });
    expect(await view.findByText('Bir hata oluştu.')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    quiet.mockRestore();
  });
});
