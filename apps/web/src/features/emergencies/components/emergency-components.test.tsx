import type { EmergencyList, EmergencyView } from '@patili/domain/emergencies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { EmergencyRequestModal } from './emergency-request-modal';
import { VetEmergencyRequests } from './vet-emergency-requests';


const VET = { id: '0190a1b2-0000-7000-8000-000000000010', name: 'Dr. Kerem Yıldız' };
const PET = { id: '0190a1b2-0000-7000-8000-000000000020', name: 'Karamel' };

const request = (overrides: Partial<EmergencyView> = {}): EmergencyView => ({
  id: '0190a1b2-0000-7000-8000-000000000030',
  status: 'pending',
  viewerRole: 'veterinarian',
  vet: { ...VET, clinicName: 'Moda Veteriner Kliniği', clinicPhone: '+90 216 555 12 34' },
  owner: { id: 'u1', name: 'Ayşe Yılmaz', phone: '+905321112233' },
  pet: { id: PET.id, name: PET.name, species: 'dog' },
  location: 'Moda Cad. No: 12, Kadıköy',
  description: 'Çikolata yedi, titriyor.',
  vetNote: null,
  actions: ['acknowledge', 'cannot_help'],
  createdAt: '2030-03-01T08:00:00.000Z',
  answeredAt: null,
  resolvedAt: null,
  ...overrides,
});

const page = (items: EmergencyView[]): EmergencyList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 10,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the owner’s emergency request form', () => {
  const open = (onClose = vi.fn()) =>
    renderWithApp(<EmergencyRequestModal opened onClose={onClose} vet={VET} pets={[PET]} />, {
      user: testUser(),
      path: '/owner/providers/x',
    });

  it('checks every field with the schema’s messages and sends nothing', async () => {
    const requests = stubApi({});
    await renderWithApp(
      <EmergencyRequestModal
        opened
        onClose={vi.fn()}
        vet={VET}
        pets={[PET, { id: '0190a1b2-0000-7000-8000-000000000021', name: 'Pamuk' }]}
      />,
      { user: testUser(), path: '/owner/providers/x' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Acil durum talebi' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Ne oldu/ }), {
      target: { value: 'x'.repeat(2001) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
    expect(await within(dialog).findByText('Lütfen bir evcil hayvan seçin.')).toBeInTheDocument();
    expect(within(dialog).getByText('Lütfen bulunduğunuz yeri yazın.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Açıklama en fazla 2000 karakter olabilir.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the request to the vet, trimmed, and closes', async () => {
    const requests = stubApi({
      'POST /api/emergencies': () =>
        json(201, { request: request({ viewerRole: 'owner', actions: [] }) }),
    });
    const onClose = vi.fn();
    await open(onClose);
    const dialog = await screen.findByRole('dialog', { name: 'Acil durum talebi' });
    // With one pet it is already chosen.
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Konum/ }), {
      target: { value: '  Moda Cad. No: 12 ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Ne oldu/ }), {
      target: { value: 'Titriyor ve kusuyor.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toMatchObject([
      {
        method: 'POST',
        path: '/api/emergencies',
        body: {
          vetId: VET.id,
          petId: PET.id,
          location: 'Moda Cad. No: 12',
          description: 'Titriyor ve kusuyor.',
        },
      },
    ]);
    expect(
      await screen.findByText('Acil durum talebiniz Dr. Kerem Yıldız adlı veterinere iletildi.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    stubApi({
      'POST /api/emergencies': () =>
        json(404, {
          code: 'NOT_FOUND',
          message: 'Bu veteriner bulunamadı ya da acil durum taleplerini kabul etmiyor.',
        }),
    });
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Acil durum talebi' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Konum/ }), {
      target: { value: 'Moda' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Ne oldu/ }), {
      target: { value: 'Kusuyor.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi gönder' }));
    expect(
      await within(dialog).findByText(
        'Bu veteriner bulunamadı ya da acil durum taleplerini kabul etmiyor.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Konum/ })).toHaveValue('Moda');
  });
});

describe('the vet’s emergency requests', () => {
  it('lists requests by status tab and acknowledges one after a confirmation with a note', async () => {
    const requests = stubApi({
      'GET /api/emergencies': (incoming) =>
        json(200, page(incoming.query.get('status') === 'resolved' ? [] : [request()])),
      'POST /api/emergencies/*/acknowledge': () =>
        json(200, { request: request({ status: 'acknowledged', actions: ['resolve'] }) }),
    });
    await renderWithApp(<VetEmergencyRequests />, {
      user: testUser({ role: 'veterinarian' }),
      path: '/veterinarian/emergency',
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tümü',
      'Yanıt bekleyen',
      'İlgilenilen',
      'Yardım edilemeyen',
      'Çözülen',
    ]);
    const card = await screen.findByTestId('emergency-card');
    expect(within(card).getByText('Ayşe Yılmaz', { selector: 'h3' })).toBeInTheDocument();
    expect(within(card).getByText('Yanıt bekliyor')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /\+905321112233/ })).toHaveAttribute(
      'href',
      'tel:+905321112233',
    );
    fireEvent.click(within(card).getByRole('button', { name: /İlgileniyorum/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Talebi kabul et' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Sahibe not (isteğe bağlı)' }), {
      target: { value: 'Hemen gelin.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'İlgileniyorum' }));
    expect(await screen.findByText('Sahibe ilgilendiğiniz bildirildi.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: `/api/emergencies/${request().id}/acknowledge`,
      body: { note: 'Hemen gelin.' },
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Çözülen' }));
    expect(await screen.findByText('Acil durum talebi yok')).toBeInTheDocument();
    expect(requests.some((r) => r.query.get('status') === 'resolved')).toBe(true);
  });

  it('shows a refused answer in the dialog', async () => {
    stubApi({
      'GET /api/emergencies': () => json(200, page([request()])),
      'POST /api/emergencies/*/cannot-help': () =>
        json(409, { code: 'CONFLICT', message: 'Bu talep zaten yanıtlandı.' }),
    });
    await renderWithApp(<VetEmergencyRequests />, {
      user: testUser({ role: 'veterinarian' }),
      path: '/veterinarian/emergency',
    });
    const card = await screen.findByTestId('emergency-card');
    fireEvent.click(within(card).getByRole('button', { name: /Yardım edemiyorum/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Yardım edemiyorum' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yardım edemiyorum' }));
    expect(await within(dialog).findByText('Bu talep zaten yanıtlandı.')).toBeInTheDocument();
  });
});
