import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { i18n } from '../lib/i18n';
import { json, stubApi } from '../testing/api-stub';
import { renderWithApp } from '../testing/render';
import { NEW_VERSION_CHECK_EVERY_MS, NewVersionPrompt } from './new-version-prompt';
import { setPageExtras, type PageWorker } from './pwa/page-extras';
import { theme } from './theme';

/** The tab comes back: it gets the focus and becomes visible (one ask for both). */
const comeBack = () => {
  fireEvent.focus(window);
  fireEvent(document, new Event('visibilitychange'));
};

/** Lets every answer on its way arrive (the fetch, its body) before looking for the note. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

let reloadPage: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  reloadPage = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
});

afterEach(() => {
  reloadPage.mockRestore();
  vi.unstubAllGlobals();
  setPageExtras(null);
});

/**
 * The note alone, in the app's theme and language (Turkish): `renderWithApp`'s providers render
 * the app's own note too, which would show beside it once a worker waits.
 */
const renderPrompt = async (running: string) => {
  await i18n.changeLanguage('tr');
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <NewVersionPrompt running={running} />
      </MantineProvider>
    </I18nextProvider>,
  );
};

/** The page is served by a service worker (`pwa/register-worker.ts` says so once registered). */
const servedByWorker = ({ waiting }: { waiting: boolean }) => {
  const worker: PageWorker = { waiting, takeOver: vi.fn(() => Promise.resolve()) };
  act(() => setPageExtras({ Extra: () => null, worker }));
  return worker;
};

describe('the new-version note', () => {
  it('shows when the server has another build, reloads on demand and can be dismissed', async () => {
    const requests = stubApi({ 'GET /version.json': () => json(200, { build: 'b2' }) });
    await renderWithApp(<NewVersionPrompt running="b1" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    comeBack();
    const note = await screen.findByRole('status', { name: 'Yeni bir sürüm hazır' });
    expect(requests).toHaveLength(1);
    expect(note).toHaveTextContent('Sayfayı yenileyerek yeni sürüme geçebilirsiniz.');

    fireEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Bu bildirimi kapat' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks English to an English visitor', async () => {
    stubApi({ 'GET /version.json': () => json(200, { build: 'b2' }) });
    await renderWithApp(<NewVersionPrompt running="b1" />);
    await act(() => i18n.changeLanguage('en'));
    comeBack();
    expect(
      await screen.findByRole('status', { name: 'A new version is ready' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss this notice' })).toBeInTheDocument();
  });

  it('asks every few minutes while the tab is visible', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const requests = stubApi({ 'GET /version.json': () => json(200, { build: 'b2' }) });
    await renderWithApp(<NewVersionPrompt running="b1" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NEW_VERSION_CHECK_EVERY_MS - 1);
    });
    expect(requests).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(await screen.findByRole('status', { name: 'Yeni bir sürüm hazır' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('stays away when the server has the same build', async () => {
    const requests = stubApi({ 'GET /version.json': () => json(200, { build: 'b1' }) });
    await renderWithApp(<NewVersionPrompt running="b1" />);
    comeBack();
    await settle();
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays away, and says nothing, when the check fails (offline, no version file, not JSON)', async () => {
    const errors = vi.spyOn(console, 'error');
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('Not found', { status: 404 })),
      () =>
        Promise.resolve(
          new Response('<!doctype html>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          }),
        ),
    ];
    for (const answer of answers) {
      const fetch = vi.fn(answer);
      vi.stubGlobal('fetch', fetch);
      const { unmount } = await renderWithApp(<NewVersionPrompt running="b1" />);
      comeBack();
      await settle();
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      unmount();
    }
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('never asks in a page that runs no build (the dev server, tests)', async () => {
    const requests = stubApi({ 'GET /version.json': () => json(200, { build: 'b2' }) });
    await renderWithApp(<NewVersionPrompt running={null} />);
    comeBack();
    await settle();
    await waitFor(() => expect(requests).toEqual([]));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows once a newer service worker waits, and its reload lets that worker take over', async () => {
    const requests = stubApi({ 'GET /version.json': () => json(200, { build: 'b1' }) });
    await renderPrompt('b1');
    servedByWorker({ waiting: false });
    await settle();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const worker = servedByWorker({ waiting: true });
    const note = await screen.findByRole('status', { name: 'Yeni bir sürüm hazır' });
    expect(requests).toEqual([]);
    fireEvent.click(within(note).getByRole('button', { name: 'Yenile' }));
    expect(worker.takeOver).toHaveBeenCalledTimes(1);
    // The page reloads once the worker has taken over, not before.
    expect(reloadPage).not.toHaveBeenCalled();

    fireEvent.click(within(note).getByRole('button', { name: 'Bu bildirimi kapat' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is one note when the server names a newer build and its worker waits too', async () => {
    stubApi({ 'GET /version.json': () => json(200, { build: 'b2' }) });
    await renderPrompt('b1');
    const worker = servedByWorker({ waiting: true });
    comeBack();
    await settle();
    expect(screen.getAllByRole('status', { name: 'Yeni bir sürüm hazır' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(worker.takeOver).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('under a service worker, reloads through it even when the server named the build first', async () => {
    stubApi({ 'GET /version.json': () => json(200, { build: 'b2' }) });
    await renderPrompt('b1');
    const worker = servedByWorker({ waiting: false });
    comeBack();
    fireEvent.click(await screen.findByRole('button', { name: 'Yenile' }));
    expect(worker.takeOver).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
