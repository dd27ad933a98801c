import type { AssistantConsent } from '@patili/domain/assistant';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { ConsentForm } from './consent-form';

const saved = (items: Partial<AssistantConsent> = {}): AssistantConsent => ({
  name: false,
  role: false,
  recentActivity: false,
  consentedAt: '2030-05-01T09:30:00.000Z',
  ...items,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const switchOf = (name: string) => screen.getByRole('switch', { name: new RegExp(name) });

describe('the consent form', () => {
  it('asks for each item with a sentence on its use, everything off until the user turns it on', async () => {
    await renderWithApp(<ConsentForm consent={null} onSaved={() => {}} />, { user: testUser() });
    expect(
      screen.getByRole('heading', { name: 'Peri hangi bilgilerinizi kullanabilir?' }),
    ).toBeInTheDocument();
    for (const [label, sentence] of [
      ['Adım', 'Peri size adınızla hitap eder.'],
      ['Rolüm', /rolünüze/],
      ['Son etkinliklerim', /rezervasyonlarınızı, evcil hayvanlarınızı ve ilanlarınızı/],
    ] as const) {
      expect(switchOf(label)).not.toBeChecked();
      expect(screen.getByText(sentence)).toBeInTheDocument();
    }
  });

  it('saves each item as chosen and then says so', async () => {
    const requests = stubApi({
      'PUT /api/assistant/consent': () =>
        json(200, { consent: saved({ name: true, recentActivity: true }) }),
    });
    const onSaved = vi.fn();
    await renderWithApp(<ConsentForm consent={null} onSaved={onSaved} />, { user: testUser() });
    fireEvent.click(switchOf('Adım'));
    fireEvent.click(switchOf('Son etkinliklerim'));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/api/assistant/consent',
        body: { name: true, role: false, recentActivity: true },
      }),
    ]);
  });

  it('starts from the stored choice when it is changed later', async () => {
    await renderWithApp(<ConsentForm consent={saved({ role: true })} onSaved={() => {}} />, {
      user: testUser(),
    });
    expect(switchOf('Adım')).not.toBeChecked();
    expect(switchOf('Rolüm')).toBeChecked();
    expect(screen.getByText(/^Son güncelleme: /)).toBeInTheDocument();
  });

  it("says 'İzinler kaydedilirken bir hata oluştu.' when the save fails, and keeps the switches as set", async () => {
    stubApi({
      'PUT /api/assistant/consent': () =>
        json(500, { code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu.' }),
    });
    const onSaved = vi.fn();
    await renderWithApp(<ConsentForm consent={null} onSaved={onSaved} />, { user: testUser() });
    fireEvent.click(switchOf('Rolüm'));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'İzinler kaydedilirken bir hata oluştu.',
    );
    expect(switchOf('Rolüm')).toBeChecked();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
