import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

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
});
