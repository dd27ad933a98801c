import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, use } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { useAddressQuery, type AddressQueryChanges } from '../lib/use-address-query';
import { HashRouter } from './router';

const Where = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};

/** A hash navigation as a browser makes it (happy-dom fires no `popstate` of its own). */
const followLink = (hash: string) => {
  window.location.hash = hash;
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
};

/** Follows a link the first time it renders: after the router read the address, before it listens. */
let moveTo: string | null = null;
const MovesWhileRendering = () => {
  if (moveTo) {
    followLink(moveTo);
    moveTo = null;
  }
  return null;
};

/** A screen whose next one is still loading: its code never arrives in this test. */
const neverLoads = new Promise<never>(() => undefined);
const NextScreen = () => use(neverLoads);
/** A screen with a search that settles when its button is pressed. */
const ScreenOrNext = () => {
  const { pathname } = useLocation();
  const { patch } = useAddressQuery();
  if (pathname === '/next') return <NextScreen />;
  return (
    <button type="button" onClick={() => patch(SEARCH)}>
      search
    </button>
  );
};
const SEARCH: AddressQueryChanges = { q: '203.0.113.9' };

describe('HashRouter', () => {
  afterEach(() => {
    window.location.hash = '';
    moveTo = null;
  });

  it('renders the address as it is when the router starts listening, not as it was when it first rendered', async () => {
    // The app's first render is a transition, sliced: the visitor (or a test) can follow a link
    // between the router reading the address and the router listening for its changes.
    window.location.hash = '#/pet-walker/profile';
    moveTo = '#/owner/pet-walkers?q=Kaan';
    act(() => {
      startTransition(() => {
        render(
          <HashRouter>
            <MovesWhileRendering />
            <Where />
          </HashRouter>,
        );
      });
    });
    expect(await screen.findByText('/owner/pet-walkers?q=Kaan')).toBeInTheDocument();
  });

  it('follows later links', async () => {
    window.location.hash = '#/first';
    render(
      <HashRouter>
        <Where />
      </HashRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/first');
    await act(async () => {
      followLink('#/second?page=2');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/second?page=2');
  });

  it('drops a query change a screen makes after the address moved to the next screen', async () => {
    window.location.hash = '#/admin/action-logs';
    render(
      <HashRouter>
        <Suspense fallback={null}>
          <ScreenOrNext />
          <Where />
        </Suspense>
      </HashRouter>,
    );
    await act(async () => {
      followLink('#/next');
      await Promise.resolve();
    });
    // The next screen is loading: the one being left is still on screen, and its search settles.
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/action-logs');
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(window.location.hash).toBe('#/next');
  });

  it('keeps a query change made while the screen is the address', async () => {
    window.location.hash = '#/admin/action-logs';
    render(
      <HashRouter>
        <ScreenOrNext />
        <Where />
      </HashRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'search' }));
    expect(await screen.findByText('/admin/action-logs?q=203.0.113.9')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/admin/action-logs?q=203.0.113.9');
  });
});
