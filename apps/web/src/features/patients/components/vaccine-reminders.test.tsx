import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { DueVaccinations } from './due-vaccinations';
import { ReminderSettingsSwitch } from './reminder-settings-switch';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

const dose = {
  id: '5f0c6a6e-8a51-4c1e-9a43-2f7d0f3f4a11',
  petId: '5f0c6a6e-8a51-4c1e-9a43-2f7d0f3f4a12',
  vaccineName: 'Karma aşı',
  vaccinationDate: '2025-07-16',
  nextDueDate: '2026-07-16',
  notes: null,
  vetId: 'v1',
  vetName: 'Dr. Elif Kaya',
  petName: 'Pamuk',
  species: 'cat',
  ownerName: 'Ayşe Yılmaz',
  createdAt: '2025-07-16T08:00:00.000Z',
};

describe('vaccine reminders on screen', () => {
  it('lists the vet’s doses due this week with the patient, owner and day, or says there are none', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ items: [dose], from: '2026-07-13', to: '2026-07-19' }))));
    await renderWithApp(<DueVaccinations />, { user: testUser({ role: 'veterinarian' }) });
    const [row] = await screen.findAllByTestId('due-vaccination');
    expect(within(row!).getByRole('link', { name: 'Pamuk' })).toHaveAttribute('href', `/veterinarian/patients/${dose.petId}`);
    expect(row).toHaveTextContent('Ayşe Yılmaz');
    expect(row).toHaveTextContent('Karma aşı · 16 Tem 2026');
  });

  it('says when no patient is due', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json({ items: [], from: '2026-07-13', to: '2026-07-19' }))));
    await renderWithApp(<DueVaccinations />, { user: testUser({ role: 'veterinarian' }) });
    expect(await screen.findByText('Bu hafta aşısı gelen hasta yok.')).toBeInTheDocument();
  });

  it('turns the owner’s reminder e-mails off and says so', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') {
          const body = JSON.parse(init.body as string) as { emails: boolean };
          sent.push(body);
          return Promise.resolve(json(body));
        }
        return Promise.resolve(json({ emails: true }));
      }),
    );
    await renderWithApp(<ReminderSettingsSwitch />, { user: testUser() });
    const toggle = await screen.findByRole('switch', { name: /Aşı hatırlatmalarını e-postayla da al/ });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent).toEqual([{ emails: false }]);
  });
});
