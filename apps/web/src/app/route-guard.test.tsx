import type { SessionResponse } from '@patili/domain/accounts';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionQueryKey } from '../lib/session';
import { STORAGE_KEYS } from '../lib/storage';
import { json, stubApi } from '../testing/api-stub';
import { renderAppRouter, testUser } from '../testing/render';

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};

/** Every path renders where it is, so a test sees where the guard let the visitor be. */
const SCREENS = [{ path: '*', Component: Where }];

const at = (router: DataRouter) => `${router.state.location.pathname}${router.state.location.search}`;

/** The session's answer, held until the test gives it. */
const holdSession = () => {
  let answer: (body: SessionResponse) => void = () => {};
  const answered = new Promise<SessionResponse>((resolve) => {
    answer = resolve;
  });
  stubApi({ 'GET /api/accounts/session': () => answered.then((body) => json(200, body)) });
  return (body: SessionResponse) =>
    act(async () => {
      answer(body);
      await answered;
    });
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the route guard', () => {
  it('sends an owner on a walker page to the owner dashboard', async () => {
    const { router } = await renderAppRouter({ path: '/pet-walker/dashboard', user: testUser({ role: 'owner' }), screens: SCREENS });
    expect(await screen.findByText('/owner/dashboard')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-out visitor to login and remembers where they were going, query and all', async () => {
    const { router } = await renderAppRouter({ path: '/owner/bookings?tab=past', user: null, screens: SCREENS });
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(at(router)).toBe('/login');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.redirectAfterLogin)).toBe('/owner/bookings?tab=past');
  });

  it('says the session is being verified until it is, then renders the route', async () => {
    const answer = holdSession();
    await renderAppRouter({ path: '/owner/bookings', screens: SCREENS });
    expect(await screen.findByText('Oturum doğrulanıyor...')).toBeInTheDocument();
    await answer({ user: testUser({ role: 'owner' }) });
    expect(await screen.findByText('/owner/bookings')).toBeInTheDocument();
  });

  it('renders a page open to anyone without waiting for the session', async () => {
    holdSession();
    await renderAppRouter({ path: '/privacy-policy', screens: SCREENS });
    expect(await screen.findByText('/privacy-policy')).toBeInTheDocument();
  });

  it('drops a decision made for an address the visitor has already left (a later link decides)', async () => {
    const answer = holdSession();
    const stored = vi.spyOn(window.sessionStorage, 'setItem');
    const { router } = await renderAppRouter({ path: '/pet-walker/dashboard', screens: SCREENS });
    // While the session is read, the visitor follows a link to the owner's bookings.
    await act(async () => {
      void router.navigate('/owner/bookings');
      await Promise.resolve();
    });
    await answer({ user: null });
    expect(await screen.findByText('/login')).toBeInTheDocument();
    // Only the address the visitor went on to is remembered for after the login.
    expect(stored.mock.calls.filter(([key]) => key === STORAGE_KEYS.redirectAfterLogin)).toEqual([
      [STORAGE_KEYS.redirectAfterLogin, '/owner/bookings'],
    ]);
  });

  it('shows the not-found page for a path that is no route', async () => {
    await renderAppRouter({ path: '/owner/pet-walkers', user: testUser(), screens: SCREENS });
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('takes the screen away when the session ends under it, and sends the visitor to login', async () => {
    const { router, queryClient } = await renderAppRouter({ path: '/owner/bookings', user: testUser(), screens: SCREENS });
    expect(await screen.findByText('/owner/bookings')).toBeInTheDocument();
    act(() => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    });
    await waitFor(() => expect(at(router)).toBe('/login'));
    expect(await screen.findByText('/login')).toBeInTheDocument();
  });
});
