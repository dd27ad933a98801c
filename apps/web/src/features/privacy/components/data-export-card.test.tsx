import type { DataExportView } from '@patili/domain/privacy';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { DataExportCard } from './data-export-card';
import { EXPORT_POLL_MS } from '../api/list-data-exports';

const exportOf = (overrides: Partial<DataExportView> = {}): DataExportView => ({
  id: 'e-1',
  status: 'queued',
  requestedAt: '2026-12-08T08:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  ...overrides,
});

const READY = exportOf({
  id: 'e-ready',
  status: 'ready',
  readyAt: '2026-12-08T08:05:00.000Z',
  expiresAt: '2026-12-15T08:05:00.000Z',
  sizeBytes: Math.round(2.4 * 1024 * 1024),
});
const EXPIRED = exportOf({
  id: 'e-old',
  status: 'expired',
  requestedAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:02:00.000Z',
  expiresAt: '2026-11-27T10:02:00.000Z',
  sizeBytes: 1_200_000,
});

const requestButton = () => screen.getByRole('button', { name: 'Verilerimin kopyasını iste' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the data export card', () => {
  it('asks for a copy and shows it queued, with no second request until it is done', async () => {
    let exports: DataExportView[] = [];
    const requests = stubApi({
      'GET /api/privacy/exports': () => json(200, { exports }),
      'POST /api/privacy/exports': () => {
        exports = [exportOf({ id: 'e-new' })];
        return json(202, exports[0]);
      },
    });
    await renderWithApp(<DataExportCard />, { user: testUser() });

    expect(await screen.findByText('Henüz bir veri dökümü istemediniz.')).toBeInTheDocument();
    expect(
      screen.getByText(/yalnızca siz, hazır olduktan sonra 7 gün boyunca/),
    ).toBeInTheDocument();
    expect(requestButton()).toBeEnabled();
    fireEvent.click(requestButton());

    expect(
      await screen.findByText(
        'İsteğiniz alındı. Veri dökümünüz hazır olduğunda size haber vereceğiz.',
      ),
    ).toBeInTheDocument();
    const item = screen.getByTestId('data-export-e-new');
    expect(within(item).getByText('Sırada')).toBeInTheDocument();
    expect(within(item).getByText('İstendi: 8 Ara 2026 11:00')).toBeInTheDocument();
    expect(requestButton()).toBeDisabled();
    expect(
      screen.getByText(/hazırlanıyor; bu liste kendiliğinden güncellenir/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('links a ready export with its last day, and an expired one with none', async () => {
    stubApi({ 'GET /api/privacy/exports': () => json(200, { exports: [READY, EXPIRED] }) });
    await renderWithApp(<DataExportCard />, { user: testUser() });

    const link = await screen.findByRole('link', { name: 'İndir: 8 Ara 2026 tarihli veri dökümü' });
    expect(link).toHaveTextContent('İndir');
    expect(link).toHaveAttribute('href', '/api/privacy/exports/e-ready/download');
    expect(link).toHaveAttribute('download');
    const ready = screen.getByTestId('data-export-e-ready');
    expect(within(ready).getByText('Hazır')).toBeInTheDocument();
    expect(within(ready).getByText('Boyut: 2,4 MB')).toBeInTheDocument();
    expect(
      within(ready).getByText('15 Ara 2026 11:05 tarihine kadar indirilebilir'),
    ).toBeInTheDocument();

    const expired = screen.getByTestId('data-export-e-old');
    expect(within(expired).getByText('Süresi doldu')).toBeInTheDocument();
    expect(
      within(expired).getByText('İndirme süresi doldu; yeni bir döküm isteyebilirsiniz.'),
    ).toBeInTheDocument();
    expect(within(expired).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(requestButton()).toBeEnabled();
  });

  it("shows the server's message when one is already on its way, and that one", async () => {
    // This tab read the list before another one asked for an export.
    let exports: DataExportView[] = [];
    const requests = stubApi({
      'GET /api/privacy/exports': () => json(200, { exports }),
      'POST /api/privacy/exports': () => {
        exports = [exportOf({ id: 'e-elsewhere', status: 'preparing' })];
        return json(409, {
          code: 'CONFLICT',
          message: 'Bir veri dökümünüz zaten hazırlanıyor. Hazır olduğunda size haber vereceğiz.',
        });
      },
    });
    await renderWithApp(<DataExportCard />, { user: testUser() });
    await screen.findByText('Henüz bir veri dökümü istemediniz.');
    fireEvent.click(requestButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bir veri dökümünüz zaten hazırlanıyor. Hazır olduğunda size haber vereceğiz.',
    );
    const item = await screen.findByTestId('data-export-e-elsewhere');
    expect(within(item).getByText('Hazırlanıyor')).toBeInTheDocument();
    expect(requestButton()).toBeDisabled();
    expect(requests.filter((request) => request.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('reads the list again while one is being prepared, until its link shows', async () => {
    let reads = 0;
    stubApi({
      'GET /api/privacy/exports': () => {
        reads += 1;
        return json(200, {
          exports: [reads === 1 ? exportOf({ id: 'e-ready', status: 'preparing' }) : READY],
        });
      },
    });
    // The poll's interval on a clock the test moves; everything else runs in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await renderWithApp(<DataExportCard />, { user: testUser() });
      expect(await screen.findByText('Hazırlanıyor')).toBeInTheDocument();
      expect(requestButton()).toBeDisabled();
      expect(reads).toBe(1);
      vi.advanceTimersByTime(EXPORT_POLL_MS);
      expect(await screen.findByRole('link', { name: /^İndir/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(screen.getByText('Hazır')).toBeInTheDocument();
    expect(requestButton()).toBeEnabled();
    expect(reads).toBe(2);
  });

  it('says when the list cannot be read, with a retry', async () => {
    // A refusal, which the client does not retry (a 5xx would be retried twice, seconds apart).
    stubApi({ 'GET /api/privacy/exports': () => json(403, { code: 'FORBIDDEN', message: 'x' }) });
    await renderWithApp(<DataExportCard />, { user: testUser() });
    expect(await screen.findByText('Veri dökümleriniz yüklenemedi.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
