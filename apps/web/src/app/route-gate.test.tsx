import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithApp, testUser } from '../testing/render';
import { RouteGate } from './route-gate';

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

describe('RouteGate redirects', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('sends an owner on a walker page to the owner dashboard', async () => {
    window.location.hash = '#/pet-walker/dashboard';
    await renderWithApp(
      <>
        <RouteGate />
        <Where />
      </>,
      { user: testUser({ role: 'owner' }), path: '/pet-walker/dashboard' },
    );
    expect(await screen.findByText('/owner/dashboard')).toBeInTheDocument();
  });

  it('drops a decision made for an address the browser has already left (a later link decides)', async () => {
    // Rendered for the walker page, but the address bar already shows the owner's browse page.
    window.location.hash = '#/owner/pet-walkers';
    await renderWithApp(
      <>
        <RouteGate />
        <Where />
      </>,
      { user: testUser({ role: 'owner' }), path: '/pet-walker/dashboard' },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('where')).toHaveTextContent('/pet-walker/dashboard');
  });
});
