import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderAppRouter } from '../testing/render';

/** A screen that crashes on one address and renders on the others. */
const Screen = () => {
  if (useLocation().pathname === '/privacy-policy') throw new Error('boom');
  return <p>Ekran</p>;
};

describe('a screen that crashes', () => {
  it('gives way to the error page, until the visitor goes to another address', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderAppRouter({ path: '/privacy-policy', user: null, screens: [{ path: '*', Component: Screen }] });
    expect(await screen.findByText('Bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yenile' })).toBeInTheDocument();
    expect(quiet).toHaveBeenCalledWith('[patili] screen crashed', expect.any(Error));

    await act(() => router.navigate('/terms-of-service'));
    expect(await screen.findByText('Ekran')).toBeInTheDocument();
    expect(screen.queryByText('Bir hata oluştu.')).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
