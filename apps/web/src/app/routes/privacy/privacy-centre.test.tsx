import type { AccountView } from '@patili/domain/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import AccountSettingsScreen from '../accounts/account-settings';
import PrivacyCentreScreen from './privacy-centre';

const account: AccountView = {
  id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  role: 'sitter',
  image: null,
  avatarFileId: null,
  contactPhone: null,
  address: null,
  location: null,
  profileVisibility: 'public',
  locale: 'tr',
  hasPassword: true,
  createdAt: '2026-01-10T09:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the privacy centre', () => {
  it('shows the consents, the data export and the links to the legal texts and account deletion', async () => {
    stubApi({
      'GET /api/privacy/consents': () =>
        json(200, { consents: [{ kind: 'announcement_emails', granted: false, decidedAt: null }] }),
      'GET /api/privacy/exports': () => json(200, { exports: [] }),
    });
    await renderWithApp(<PrivacyCentreScreen />, { user: testUser(), path: '/settings/privacy' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Gizlilik ve verilerim' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: 'Duyuru ve kampanya e-postaları' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Henüz bir veri dökümü istemediniz.')).toBeInTheDocument();

    const links = within(screen.getByRole('region', { name: 'Yasal metinler ve hesabım' }));
    expect(
      links.getByRole('link', { name: 'Gizlilik Politikası ve KVKK Aydınlatma Metni' }),
    ).toHaveAttribute('href', '/privacy-policy');
    expect(links.getByRole('link', { name: 'Kullanım Koşulları' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(links.getByRole('link', { name: 'Hesabımı sil' })).toHaveAttribute(
      'href',
      '/settings/account#delete-account',
    );
  });
});

describe('account settings', () => {
  it('link to the privacy centre just above the danger zone, and bring the zone into view from its anchor', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    stubApi({ 'GET /api/accounts/me': () => json(200, { account }) });
    await renderWithApp(<AccountSettingsScreen />, {
      user: testUser({ role: 'sitter' }),
      path: '/settings/account#delete-account',
    });

    const privacy = await screen.findByTestId('settings-privacy-centre');
    expect(
      within(privacy).getByRole('link', { name: 'Gizlilik ve verilerim sayfasına git' }),
    ).toHaveAttribute('href', '/settings/privacy');
    const dangerZone = screen.getByTestId('danger-zone');
    expect(dangerZone).toHaveAttribute('id', 'delete-account');
    // The cards of the page, without the style elements Mantine puts beside responsive ones.
    const cards = [...privacy.parentElement!.children].filter((card) => card.tagName !== 'STYLE');
    expect(cards.indexOf(dangerZone)).toBe(cards.indexOf(privacy) + 1);
    await waitFor(() => expect(scrolled.mock.contexts).toContain(dangerZone));
  });
});
