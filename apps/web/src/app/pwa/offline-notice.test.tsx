import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { networkError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../testing/render';
import { start as startAfterLoad } from './after-load';
import { OFFLINE_RECHECK_MS, OfflineNotice } from './offline-notice';
import { setPageExtras } from './page-extras';

/** The browser loses (or gets back) its network: `navigator.onLine` changes, then the event. */
const goOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  fireEvent(window, new Event(online ? 'online' : 'offline'));
};

afterEach(() => {
  vi.restoreAllMocks();
  setPageExtras(null);
});

describe('the offline notice', () => {
  it('shows while the browser has no network, in Turkish, and goes once the server answers', async () => {
    const check = vi.fn(() => Promise.resolve(true));
    await renderWithApp(<OfflineNotice check={check} />);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();

    act(() => goOnline(false));
    const notice = screen.getByRole('status', { name: 'Bağlantı yok' });
    expect(notice).toHaveTextContent('Yeni bilgiler bağlantı gelince yüklenir.');

    act(() => goOnline(true));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument());
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('shows when a request gets no answer though the browser claims a network, and asks again until one comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answers = false;
    const check = vi.fn(() => Promise.resolve(answers));
    const { queryClient } = await renderWithApp(<OfflineNotice check={check} />);
    const failing = () => Promise.reject(networkError());
    await act(() => queryClient.fetchQuery({ queryKey: ['probe'], queryFn: failing, retry: false }).catch(() => null));
    expect(screen.getByRole('status', { name: 'Bağlantı yok' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS));
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('offline-notice')).toBeInTheDocument();

    answers = true;
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_RECHECK_MS));
    expect(check).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  });

  it('goes as soon as an answer of the API comes', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { queryClient } = await renderWithApp(<OfflineNotice check={() => Promise.resolve(false)} />);
    expect(screen.getByTestId('offline-notice')).toBeInTheDocument();
    await act(() => queryClient.fetchQuery({ queryKey: ['answered'], queryFn: () => Promise.resolve(1) }));
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  });

  it('speaks English to an English visitor', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderWithApp(<OfflineNotice check={() => Promise.resolve(false)} />);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('status', { name: 'You are offline' })).toHaveTextContent(
      'New information loads once the connection is back.',
    );
  });

  it('comes beside every screen once the page has loaded, with the worker only in a build', async () => {
    await renderWithApp(<p>Ekran</p>);
    const register = vi.fn(() => Promise.resolve());
    act(() => startAfterLoad({ build: null, register, supported: true }));
    expect(register).not.toHaveBeenCalled();
    act(() => goOnline(false));
    expect(screen.getByText('Ekran')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Bağlantı yok' })).toBeInTheDocument();

    act(() => startAfterLoad({ build: 'b1', register, supported: false }));
    expect(register).not.toHaveBeenCalled();
    act(() => startAfterLoad({ build: 'b1', register, supported: true }));
    expect(register).toHaveBeenCalledTimes(1);
    act(() => goOnline(true));
  });
});
