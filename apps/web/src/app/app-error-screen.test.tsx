import { fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../testing/render';
import { AppErrorBoundary } from './app-error-screen';

const Screen = () => {
  if (useLocation().pathname === '/broken') throw new Error('boom');
  return <p>Ekran</p>;
};

const Elsewhere = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/fine')}>
      Başka yere
    </button>
  );
};

describe('a screen that crashes', () => {
  it('gives way to the error page, until the visitor goes to another address', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithApp(
      <>
        <Elsewhere />
        <AppErrorBoundary>
          <Screen />
        </AppErrorBoundary>
      </>,
      { path: '/broken' },
    );
    expect(screen.getByText('Bir hata oluştu.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yenile' })).toBeInTheDocument();
    expect(quiet).toHaveBeenCalledWith('[patili] screen crashed', expect.any(Error));

    fireEvent.click(screen.getByRole('button', { name: 'Başka yere' }));
    expect(await screen.findByText('Ekran')).toBeInTheDocument();
    expect(screen.queryByText('Bir hata oluştu.')).not.toBeInTheDocument();
    quiet.mockRestore();
  });
});
