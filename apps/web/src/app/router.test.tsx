import { FIXED_REDIRECTS, matchRoute, ROUTES } from '@patili/domain/access';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startTransition, useLayoutEffect } from 'react';
import { matchRoutes, useLocation, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../lib/query-client';
import { sessionQueryKey } from '../lib/session';
import { textParam, useAddressState } from '../lib/use-address-state';
import { renderAppRouter, testUser } from '../testing/render';
import { ScreenOutlet } from './layouts/screen-outlet';
import { AppProvider } from './provider';
import { createAppRouter, screenRoutes } from './router';
import { SCREENS } from './screens';

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};

/** A hash navigation as a browser makes it (happy-dom fires no `popstate` of its own). */
const followLink = (hash: string) => {
  window.location.hash = hash;
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
};

const initialized = (router: DataRouter) => waitFor(() => expect(router.state.initialized).toBe(true));

/** The route a path of the domain's table leads to, by the router's own matching. */
const routedId = (path: string) => matchRoutes(screenRoutes(), path)?.at(-1)?.route.id ?? null;

const samplePath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => `${name}-1`);

describe('the routes', () => {
  it('are the domain table: every path leads to the route the domain matches', () => {
    for (const route of ROUTES) {
      const path = samplePath(route.path);
      expect(routedId(path), path).toBe(route.id);
      expect(matchRoute(path)?.route.id, path).toBe(route.id);
    }
  });

  it("draw each with the screen its route names: a bundled one or one in the registry, none missing", async () => {
    const bundled = ['welcome', 'login'];
    for (const route of ROUTES) {
      if (bundled.includes(route.id)) continue;
      const load = SCREENS[route.id];
      expect(load, `${route.id} → routes/${route.screen}.tsx`).toBeDefined();
    }
    const loaded = await SCREENS['adoption']?.();
    expect(typeof loaded?.default).toBe('function');
  });

  it('match as the domain does: static segments first, case-sensitive, a trailing slash ignored', () => {
    expect(routedId('/owner/pets/new')).toBe('owner.pets.new');
    expect(routedId('/adopt/new')).toBe('adoption.new');
    expect(routedId('/adopt/l-1')).toBe('adoption.detail');
    expect(routedId('/owner/pets/')).toBe('owner.pets');
    expect(routedId('/Owner/Pets')).toBeNull();
    expect(matchRoute('/Owner/Pets')).toBeNull();
  });
});

describe('the app router', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('keeps old links working: the legacy paths redirect before anything renders', async () => {
    const admin = testUser({ isAdmin: true });
    const cases: Array<[string, string]> = [
      ['/', '/welcome'],
      ['/vet/home', '/veterinarian/dashboard'],
      ['/caregiver/dashboard', '/sitter/dashboard'],
      ['/auth/comfirm?token=abc', '/auth/confirm?token=abc'],
    ];
    expect(Object.keys(FIXED_REDIRECTS)).toEqual(expect.arrayContaining(cases.map(([from]) => from.split('?')[0])));
    for (const [from, to] of cases) {
      const { router, unmount } = await renderAppRouter({ path: from, user: from === '/' ? null : admin, screens: [{ path: '*', Component: Where }] });
      await initialized(router);
      expect(`${router.state.location.pathname}${router.state.location.search}`, from).toBe(to);
      unmount();
    }
  });

  it('reads hash addresses (#/…) and follows later links', async () => {
    window.location.hash = '#/privacy-policy';
    await renderAppRouter({ hash: true, user: null, screens: [{ path: '*', Component: Where }] });
    expect(await screen.findByText('/privacy-policy')).toBeInTheDocument();
    act(() => followLink('#/terms-of-service?page=2'));
    expect(await screen.findByText('/terms-of-service?page=2')).toBeInTheDocument();
  });

  it('renders the address as it is once React Router listens, not as it was when it first rendered', async () => {
    // The app's first render is a transition, sliced: the router can move on (a link followed)
    // after React Router read its state and before it listens, which is after its whole first
    // commit (here: a screen's layout effect, which runs before React Router's own). The router
    // keeps what changed before anyone listened and hands it to its first listener.
    window.location.hash = '#/privacy-policy';
    const queryClient = createQueryClient();
    queryClient.setQueryData(sessionQueryKey, { user: null });
    let moveTo: string | null = '#/privacy-policy?section=cookies';
    const MovesOnCommit = () => {
      useLayoutEffect(() => {
        if (moveTo) followLink(moveTo);
        moveTo = null;
      }, []);
      return <Where />;
    };
    const router = createAppRouter({ queryClient, screens: [{ path: '*', Component: MovesOnCommit }] });
    await initialized(router);
    act(() => {
      startTransition(() => {
        render(
          <AppProvider queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProvider>,
        );
      });
    });
    expect(router.state.location.search).toBe('?section=cookies');
    expect(await screen.findByText('/privacy-policy?section=cookies')).toBeInTheDocument();
    router.dispose();
  });
});

const SEARCH = '203.0.113.9';
const LOGS = { q: textParam };

/** A screen with a search that settles when its button is pressed. */
const SearchingScreen = () => {
  const [, setAddress] = useAddressState(LOGS, { replace: true });
  return (
    <>
      <button type="button" onClick={() => setAddress({ q: SEARCH })}>
        search
      </button>
      <Where />
    </>
  );
};

/** The admin pages of these tests, in a layout's outlet: the next one's code never arrives. */
const adminScreens = [
  {
    Component: ScreenOutlet,
    children: [
      { path: '/admin/action-logs', Component: SearchingScreen },
      { path: '/admin/users', lazy: () => new Promise<never>(() => undefined) },
    ],
  },
];

describe('a screen keeping its search in the address', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('drops a change it makes after the address moved to the next screen (still loading)', async () => {
    window.location.hash = '#/admin/action-logs';
    const { router } = await renderAppRouter({ hash: true, user: testUser({ isAdmin: true }), screens: adminScreens });
    expect(await screen.findByRole('button', { name: 'search' })).toBeInTheDocument();
    await act(async () => {
      followLink('#/admin/users');
      await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    });
    // The next screen is loading: the one being left is still on screen (inert: nothing typed
    // into it now would survive), and its search settles.
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/action-logs');
    expect(screen.getByTestId('where').closest('[inert]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    await act(() => Promise.resolve());
    expect(window.location.hash).toBe('#/admin/users');
    expect(router.state.navigation.location?.pathname).toBe('/admin/users');
  });

  it('keeps a change made while the screen is the address', async () => {
    window.location.hash = '#/admin/action-logs';
    await renderAppRouter({ hash: true, user: testUser({ isAdmin: true }), screens: adminScreens });
    fireEvent.click(await screen.findByRole('button', { name: 'search' }));
    expect(await screen.findByText(`/admin/action-logs?q=${SEARCH}`)).toBeInTheDocument();
    expect(screen.getByTestId('where').closest('[inert]')).toBeNull();
    expect(window.location.hash).toBe(`#/admin/action-logs?q=${SEARCH}`);
  });
});
