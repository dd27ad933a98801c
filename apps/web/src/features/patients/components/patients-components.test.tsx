import type { PatientList } from '@patili/domain/patients';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { PatientRecordForm } from './patient-record-form';
import { PatientsTable } from './patients-table';


const PET_ID = '0190a1b2-0000-7000-8000-000000000020';
const vet = testUser({ role: 'veterinarian', name: 'Dr. Elif Kaya' });

const patients = (items: PatientList['items'], total = items.length): PatientList => ({
  items,
  total,
  page: 1,
  pageSize: 20,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the patient table', () => {
  it('lists patients with age, owner and last visit, and searches on the server', async () => {
    const requests = stubApi({
      'GET /api/patients': (request) =>
        json(
          200,
          request.query.get('q') === 'zürafa'
            ? patients([])
            : patients([
                {
                  petId: PET_ID,
                  name: 'Pamuk',
                  species: 'cat',
                  breed: 'Van Kedisi',
                  age: 3,
                  ownerName: 'Ayşe Yılmaz',
                  lastVisit: '2030-03-01',
                },
              ]),
        ),
    });
    await renderWithApp(<PatientsTable />, { user: vet, path: '/veterinarian/patients' });
    const table = await screen.findByTestId('patients-table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Pamuk' })).toHaveAttribute(
      'href',
      `/veterinarian/patients/${PET_ID}`,
    );
    expect(within(row).getByText('Kedi')).toBeInTheDocument();
    expect(within(row).getByText('3 yaşında')).toBeInTheDocument();
    expect(within(row).getByText('1 Mar 2030')).toBeInTheDocument();
    expect(screen.getByText('1 hasta')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Hasta ara' }), {
      target: { value: 'zürafa' },
    });
    expect(await screen.findByText('Aramanızla eşleşen hasta yok.')).toBeInTheDocument();
    expect(requests.at(-1)?.query.get('q')).toBe('zürafa');
  });

  it('says when the vet has no patients yet', async () => {
    stubApi({ 'GET /api/patients': () => json(200, patients([])) });
    await renderWithApp(<PatientsTable />, { user: vet, path: '/veterinarian/patients' });
    expect(await screen.findByText('Henüz hastanız yok')).toBeInTheDocument();
  });
});

describe('the visit record form', () => {
  it('checks the reason and the day, then saves the record for the patient', async () => {
    const requests = stubApi({
      'POST /api/patients/*/records': () =>
        json(201, {
          record: {
            id: 'r1',
            petId: PET_ID,
            visitDate: '2030-03-01',
            reason: 'Kusma',
            diagnosis: null,
            treatment: null,
            notes: null,
            createdAt: '2030-03-01T08:00:00.000Z',
          },
        }),
    });
    const onSaved = vi.fn();
    await renderWithApp(<PatientRecordForm petId={PET_ID} onSaved={onSaved} onCancel={vi.fn()} />, {
      user: vet,
      path: `/veterinarian/patients/${PET_ID}`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydı kaydet' }));
    expect(await screen.findByText('Lütfen geliş nedenini yazın.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Geliş nedeni/ }), {
      target: { value: ' Kusma ' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Tanı/ }), {
      target: { value: 'Gastrit' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydı kaydet' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: `/api/patients/${PET_ID}/records`,
      body: { reason: 'Kusma', diagnosis: 'Gastrit', treatment: null, notes: null },
    });
    expect((requests[0]?.body as { visitDate: string }).visitDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
