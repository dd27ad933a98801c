import type { VaccinationRecord } from '@patili/domain/pets';
import { istanbulToday } from '@patili/domain/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { VaccinationList } from './vaccination-list';

const PET = '11111111-1111-4111-8111-111111111111';
const owner = testUser({ id: 'o1', role: 'owner', name: 'Ayşe Yılmaz' });

const record = (changes: Partial<VaccinationRecord>): VaccinationRecord => ({
  id: '22222222-2222-4222-8222-222222222222',
  petId: PET,
  vaccineName: 'Karma aşı',
  vaccinationDate: '2026-06-15',
  nextDueDate: null,
  notes: null,
  vetId: 'v1',
  vetName: 'Dr. Elif Kaya',
  recordedBy: 'veterinarian',
  ...changes,
});

const page = (items: VaccinationRecord[]) => ({ items, total: items.length, page: 1, pageSize: 20 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a pet's vaccination list", () => {
  it("names the vet of a vet's record and says which ones the owner wrote", async () => {
    stubApi({
      'GET /api/pets/*/vaccinations': () =>
        json(200, page([record({}), record({ id: '33333333-3333-4333-8333-333333333333', vaccineName: 'Kuduz', vetId: null, vetName: null, recordedBy: 'owner' })])),
    });
    await renderWithApp(<VaccinationList petId={PET} petName="Pamuk" />, { user: owner });
    expect(await screen.findByText('Dr. Elif Kaya')).toBeInTheDocument();
    expect(screen.getByText('Senin kaydın')).toBeInTheDocument();
  });

  it('lets the owner record a dose given elsewhere, checked before it is sent, then lists it', async () => {
    let stored: VaccinationRecord[] = [];
    const requests = stubApi({
      'GET /api/pets/*/vaccinations': () => json(200, page(stored)),
      'POST /api/pets/*/vaccinations': (request) => {
        const body = request.body as { vaccineName: string; vaccinationDate: string; nextDueDate: string | null };
        const saved = record({ ...body, vetId: null, vetName: null, recordedBy: 'owner' });
        stored = [saved];
        return json(201, { vaccination: saved });
      },
    });
    await renderWithApp(<VaccinationList petId={PET} petName="Pamuk" />, { user: owner });
    expect(await screen.findByText('Henüz aşı kaydı yok.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Pamuk için aşı kaydı ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pamuk için aşı kaydı' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aşıyı kaydet' }));
    expect(await within(dialog).findByText('Lütfen aşının adını yazın.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Aşı adı/ }), { target: { value: 'Kuduz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aşıyı kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [sent] = requests.filter((request) => request.method === 'POST');
    expect(sent?.path).toBe(`/api/pets/${PET}/vaccinations`);
    expect(sent?.body).toMatchObject({ vaccineName: 'Kuduz', vaccinationDate: istanbulToday(new Date()), nextDueDate: null });
    expect(await screen.findByText('Kuduz')).toBeInTheDocument();
    expect(screen.getByText('Senin kaydın')).toBeInTheDocument();
  });
});
