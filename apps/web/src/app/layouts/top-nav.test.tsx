import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../testing/api-stub';
import { renderWithApp, testUser } from '../../testing/render';
import { TopNav } from './top-nav';

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'role' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('top navigation by role', () => {
  // The signed-in menus are fetched on first use; fetch them once up front so the tests do not time it.
  beforeAll(async () => {
    await import('./signed-in-nav');
  });
  beforeEach(() => {
    stubApi({ 'GET /api/notifications/unread-count': () => json(200, { unreadCount: 3 }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers login and register when signed out', async () => {
    await renderWithApp(<TopNav />);
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('navigation', { name: 'main' })).not.toBeInTheDocument();
  });

  it('gives an owner home, PetBox, messages, my account and the owner links', async () => {
    await renderWithApp(<TopNav />, { user: testUser({ role: 'owner' }) });
    const main = await screen.findByRole('navigation', { name: 'main' });
    expect(within(main).getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/owner/dashboard');
    expect(within(main).getByRole('button', { name: /PetBox/ })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Mesajlar' })).toHaveAttribute('href', '/chat');
    expect(within(main).getByRole('button', { name: /Hesabım/ })).toBeInTheDocument();
    expect(linkNames()).toEqual([
      'Evcil Hayvanlarım',
      'Bakıcı Bul',
      'Veteriner Bul',
      'Gezdirici Bul',
      'Eğitmen Bul',
      'Rezervasyonlarım',
    ]);
  });

  it('lists each provider role its own links', async () => {
    await renderWithApp(<TopNav />, { user: testUser({ role: 'pet_walker' }) });
    await screen.findByRole('navigation', { name: 'role' });
    expect(linkNames()).toEqual(['Randevular', 'Takvim', 'Kazançlar', 'Hizmet Talepleri', 'Değerlendirmeler', 'Bildirimler']);
  });

  it("puts a bell with the unread count on the role's notifications page, for every role but the admin", async () => {
    await renderWithApp(<TopNav />, { user: testUser({ role: 'sitter' }) });
    expect(await screen.findByRole('link', { name: 'Bildirimler, 3 okunmamış' })).toHaveAttribute('href', '/notifications');
  });

  it('gives the admin only the admin dashboard link', async () => {
    await renderWithApp(<TopNav />, { user: testUser({ role: 'admin', isAdmin: true }) });
    const main = await screen.findByRole('navigation', { name: 'main' });
    expect(within(main).getAllByRole('link').map((l) => l.textContent)).toEqual(['Yönetim Paneli']);
    expect(within(main).queryByRole('button', { name: /PetBox/ })).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Mesajlar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'role' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });
});
