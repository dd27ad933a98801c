import type { IpBlockList, SecurityAlert } from '@patili/domain/security';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { AlertDetails } from './alert-details';
import { AlertDialog } from './alert-dialog';
import { BlockIpDialog } from './block-ip-dialog';

const admin = testUser({ id: 'a1', role: 'admin', isAdmin: true, name: 'Yönetici' });
const PAYLOAD = '<img src=x onerror="window.__xss = 1">';

const alertOf = (overrides: Partial<SecurityAlert> = {}): SecurityAlert => ({
  id: 'al-1',
  type: 'login_failures',
  severity: 'high',
  status: 'new',
  source: '203.0.113.50',
  target: 'ayse@example.com',
  description: '203.0.113.50 adresinden 10 dakikada 16 başarısız giriş denemesi (1 hesap).',
  details: { reason: 'address_burst', failures: 16, sample: PAYLOAD },
  occurrences: 3,
  aiAnalysis: null,
  analysisSource: null,
  analysedAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:05:00.000Z',
  lastSeenAt: '2026-03-01T09:05:00.000Z',
  sourceBlocked: false,
  ...overrides,
});

const blocks = (yourAddress: string | null = '198.51.100.1'): IpBlockList => ({
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  yourAddress,
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __xss?: unknown }).__xss;
});

describe('alert details', () => {
  it('shows every value as text: markup from an attacker stays characters', async () => {
    await renderWithApp(<AlertDetails details={{ reason: 'lockout', failures: 5, sample: PAYLOAD }} />, { user: admin });
    const table = screen.getByTestId('security-alert-details');
    expect(within(table).getByText(PAYLOAD)).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
    // Known keys and coded values read in Turkish.
    expect(within(table).getByText('Başarısız deneme')).toBeInTheDocument();
    expect(within(table).getByText('Neden')).toBeInTheDocument();
    expect(within(table).getByText('Hesap kilitlendi')).toBeInTheDocument();
  });
});

describe('block IP form', () => {
  it('refuses the admin’s own address and says why, without asking the server', async () => {
    const requests = stubApi({});
    await renderWithApp(
      <BlockIpDialog opened onClose={vi.fn()} ipAddress="198.51.100.1" reason="Deneme" yourAddress="198.51.100.1" />,
      { user: admin },
    );
    expect(await screen.findByText(/Kendi IP adresinizi engelleyemezsiniz/)).toBeInTheDocument();
    expect(screen.getByTestId('security-block-confirm')).toBeDisabled();
    fireEvent.submit(screen.getByTestId('security-block-form'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says why the server refused an alert’s address, which has no field on screen', async () => {
    stubApi({
      'POST /api/admin/security/ip-blocks': () =>
        json(409, { code: 'CONFLICT', message: 'Bu adres zaten engelli.', fields: { ipAddress: 'Bu adres zaten engelli.' } }),
    });
    await renderWithApp(
      <BlockIpDialog opened onClose={vi.fn()} ipAddress="203.0.113.50" reason="Tarama" alertId="al-1" yourAddress="198.51.100.1" />,
      { user: admin },
    );
    fireEvent.click(await screen.findByTestId('security-block-confirm'));
    expect(await screen.findByText('Bu adres zaten engelli.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Neden/ })).toHaveValue('Tarama');
  });

  it('checks the address typed by hand', async () => {
    const requests = stubApi({});
    await renderWithApp(<BlockIpDialog opened onClose={vi.fn()} yourAddress={null} />, { user: admin });
    fireEvent.change(await screen.findByRole('textbox', { name: /IP adresi/ }), { target: { value: '999.1.1.1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Neden/ }), { target: { value: 'Tarama' } });
    fireEvent.click(screen.getByTestId('security-block-confirm'));
    expect(await screen.findByText('Geçerli bir IPv4 ya da IPv6 adresi girin.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the address, the trimmed reason and the chosen hours; a refusal keeps what was typed', async () => {
    let answer = json(422, { code: 'VALIDATION', message: 'Sunucu reddetti.' });
    const requests = stubApi({ 'POST /api/admin/security/ip-blocks': () => answer });
    const onClose = vi.fn();
    await renderWithApp(<BlockIpDialog opened onClose={onClose} yourAddress="198.51.100.1" />, { user: admin });
    fireEvent.change(await screen.findByRole('textbox', { name: /IP adresi/ }), { target: { value: '203.0.113.77' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Neden/ }), { target: { value: `  Tarama ${PAYLOAD}  ` } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Süre' }));
    fireEvent.click(await screen.findByRole('option', { name: '7 gün', hidden: true }));
    fireEvent.click(screen.getByTestId('security-block-confirm'));
    expect(await screen.findByText('Sunucu reddetti.')).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ ipAddress: '203.0.113.77', reason: `Tarama ${PAYLOAD}`, durationHours: 168 });
    expect(screen.getByRole('textbox', { name: /IP adresi/ })).toHaveValue('203.0.113.77');
    expect(onClose).not.toHaveBeenCalled();

    answer = json(201, { id: 'b1', ipAddress: '203.0.113.77', reason: 'x', alertId: null, createdById: 'a1', createdByName: 'Yönetici', expiresAt: null, createdAt: '2026-03-01T09:00:00.000Z' });
    fireEvent.click(screen.getByTestId('security-block-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('alert dialog', () => {
  const open = async (alert: SecurityAlert, routes: Parameters<typeof stubApi>[0] = {}) => {
    const requests = stubApi({
      'GET /api/admin/security/alerts/*': () => json(200, alert),
      'GET /api/admin/security/ip-blocks': () => json(200, blocks()),
      'GET /api/admin/security/alerts': () => json(200, { items: [alert], total: 1, page: 1, pageSize: 20, openBySeverity: {} }),
      ...routes,
    });
    await renderWithApp(<AlertDialog alertId={alert.id} onClose={vi.fn()} />, { user: admin });
    await screen.findByTestId('security-alert-dialog');
    return requests;
  };

  it('asks before resolving, then sends the status; a resolved alert has resolve disabled', async () => {
    let current = alertOf();
    const requests = await open(current, {
      'PATCH /api/admin/security/alerts/*': () => {
        current = { ...current, status: 'resolved' };
        return json(200, current);
      },
      'GET /api/admin/security/alerts/*': () => json(200, current),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Çözüldü' }));
    expect(await screen.findByText('Uyarı çözüldü olarak kapatılsın mı?')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PATCH').at(-1)?.body).toEqual({ status: 'resolved' }));
    expect(await screen.findByText('Uyarının durumu “Çözüldü” olarak güncellendi.')).toBeInTheDocument();
    const actions = screen.getByTestId('security-status-actions');
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Çözüldü' })).toBeDisabled());
    expect(screen.getByTestId('security-analyse')).toBeDisabled();
  });

  it('runs the analysis and shows it as text with its source', async () => {
    const analysed = alertOf({
      status: 'investigating',
      aiAnalysis: `Tehdit\nKaba kuvvet ${PAYLOAD}\n\nHemen yapılacaklar\n1. Adresi engelleyin.`,
      analysisSource: 'rules',
      analysedAt: '2026-03-01T09:06:00.000Z',
    });
    const requests = await open(alertOf(), { 'POST /api/admin/security/alerts/*/analysis': () => json(200, analysed) });
    fireEvent.click(screen.getByTestId('security-analyse'));
    const shown = await screen.findByTestId('security-analysis');
    expect(requests.some((request) => request.method === 'POST' && request.path.endsWith('/al-1/analysis'))).toBe(true);
    expect(within(shown).getByText(/Kural tabanlı analiz/)).toBeInTheDocument();
    expect(shown.textContent).toContain(`Kaba kuvvet ${PAYLOAD}`);
    expect(shown.querySelector('img')).toBeNull();
  });

  it('shows the server’s translated reason when the analysis fails', async () => {
    await open(alertOf(), {
      'POST /api/admin/security/alerts/*/analysis': () => json(502, { code: 'AI_NO_ANSWER', message: 'Yapay zekadan yanıt alınamadı.' }),
    });
    fireEvent.click(screen.getByTestId('security-analyse'));
    expect(await screen.findByText('Yapay zekadan yanıt alınamadı.')).toBeInTheDocument();
  });

  it('offers blocking a source address not blocked yet, and only says so once it is', async () => {
    await open(alertOf());
    expect(screen.getByTestId('security-block-open')).toBeInTheDocument();
  });

  it('has no block button once the source is blocked', async () => {
    await open(alertOf({ sourceBlocked: true }));
    expect(screen.queryByTestId('security-block-open')).toBeNull();
    expect(screen.getByText(/203\.0\.113\.50 adresi şu anda engelli/)).toBeInTheDocument();
  });

  it('has no block button when the source is an account rather than an address', async () => {
    await open(alertOf({ source: 'ayse@example.com' }));
    expect(screen.queryByTestId('security-block-open')).toBeNull();
  });
});
