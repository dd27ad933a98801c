import type { ConsentView } from '@patili/domain/privacy';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { ConsentList } from './consent-list';

const CONSENTS: ConsentView[] = [
  { kind: 'announcement_emails', granted: false, decidedAt: null },
  { kind: 'district_alerts', granted: true, decidedAt: '2026-12-03T09:00:00.000Z' },
  { kind: 'vaccine_reminder_emails', granted: true, decidedAt: null },
  { kind: 'assistant_name', granted: false, decidedAt: '2026-12-01T21:30:00.000Z' },
  { kind: 'assistant_role', granted: false, decidedAt: null },
  { kind: 'assistant_recent_activity', granted: false, decidedAt: null },
];

/** An answer the test lets out when it has looked at the waiting switch. */
const deferred = () => {
  let release: (response: Response) => void = () => {};
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
};

const stateOf = (kind: string) => screen.getByTestId(`consent-${kind}-state`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the consent list', () => {
  it('lists every consent with where it stands, and saves a switch with the server', async () => {
    const put = deferred();
    const requests = stubApi({
      'GET /api/privacy/consents': () => json(200, { consents: CONSENTS }),
      'PUT /api/privacy/consents/*': () => put.answer,
    });
    await renderWithApp(<ConsentList />, { user: testUser() });

    const announcements = await screen.findByRole('switch', {
      name: 'Duyuru ve kampanya e-postaları',
    });
    expect(announcements).not.toBeChecked();
    expect(stateOf('announcement_emails')).toHaveTextContent('Verilmedi');
    expect(screen.getByRole('switch', { name: 'İlçemdeki kayıp hayvan uyarıları' })).toBeChecked();
    expect(stateOf('district_alerts')).toHaveTextContent('Verildi: 3 Ara 2026');
    expect(stateOf('vaccine_reminder_emails')).toHaveTextContent('Açık (siz kapatana kadar)');
    // 21:30 in UTC is already the next day in Istanbul.
    expect(stateOf('assistant_name')).toHaveTextContent('Verilmedi · son karar: 2 Ara 2026');
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(
      screen.getByText(
        "Patili'nin duyurularının ve kampanyalarının bir kopyası e-posta adresinize de gelir.",
      ),
    ).toBeInTheDocument();

    fireEvent.click(announcements);
    // The switch moves at once and waits for the server.
    await waitFor(() => expect(announcements).toBeChecked());
    expect(announcements).toBeDisabled();
    expect(stateOf('announcement_emails')).toHaveTextContent('Kaydediliyor…');
    const sent = requests.filter((request) => request.method === 'PUT');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      path: '/api/privacy/consents/announcement_emails',
      body: { granted: true },
    });

    put.release(
      json(200, {
        kind: 'announcement_emails',
        granted: true,
        decidedAt: '2026-12-08T10:00:00.000Z',
      }),
    );
    await waitFor(() =>
      expect(stateOf('announcement_emails')).toHaveTextContent('Verildi: 8 Ara 2026'),
    );
    expect(announcements).toBeChecked();
    expect(announcements).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("sets a switch back when its save fails, with the server's reason", async () => {
    const put = deferred();
    stubApi({
      'GET /api/privacy/consents': () => json(200, { consents: CONSENTS }),
      'PUT /api/privacy/consents/*': () => put.answer,
    });
    await renderWithApp(<ConsentList />, { user: testUser() });

    const alerts = await screen.findByRole('switch', { name: 'İlçemdeki kayıp hayvan uyarıları' });
    fireEvent.click(alerts);
    await waitFor(() => expect(alerts).not.toBeChecked());
    expect(stateOf('district_alerts')).toHaveTextContent('Kaydediliyor…');

    put.release(json(503, { code: 'UNAVAILABLE', message: 'Hizmet şu an yanıt vermiyor.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“İlçemdeki kayıp hayvan uyarıları” kaydedilemedi, önceki hâline döndürüldü. Hizmet şu an yanıt vermiyor.',
    );
    expect(alerts).toBeChecked();
    expect(alerts).toBeEnabled();
    expect(stateOf('district_alerts')).toHaveTextContent('Verildi: 3 Ara 2026');
  });

  it('says when the consents cannot be read, with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/privacy/consents': () =>
        // A refusal, which the client does not retry (a 5xx would be retried twice, seconds apart).
        fail ? json(403, { code: 'FORBIDDEN', message: 'x' }) : json(200, { consents: CONSENTS }),
    });
    await renderWithApp(<ConsentList />, { user: testUser() });
    expect(await screen.findByText('İzinleriniz yüklenemedi.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findAllByRole('switch')).toHaveLength(6);
  });
});
