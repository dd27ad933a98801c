import type { Pet } from '@patili/domain/pets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { PetForm } from './pet-form';

const renderForm = (pet?: Pet) =>
  renderWithApp(<PetForm pet={pet} onSaved={vi.fn()} onCancel={vi.fn()} />, { user: testUser() });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const savedPet = (overrides: Partial<Pet> = {}): Pet => ({
  id: '5f0c6a6e-8a51-4c1e-9a43-2f7d0f3f4a11',
  name: 'Karabaş',
  species: 'dog',
  breed: null,
  birthdate: '2020-01-15',
  age: 6,
  gender: 'unknown',
  notes: null,
  microchip: null,
  photoFileId: null,
  photoUrl: null,
  thumbnailUrl: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The pets API: every save answers with the pet; returns the bodies sent. */
const stubSave = () => {
  const sent: { method: string | undefined; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      sent.push({ method: init?.method, url, body: init?.body ? JSON.parse(init.body as string) : null });
      return Promise.resolve(json(200, { pet: savedPet() }));
    }),
  );
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const birthdateField = () => screen.getByRole('textbox', { name: /Doğum tarihi/ });

describe('pet form', () => {
  it('asks for name, species and age in Turkish on an empty submit', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    expect(
      await screen.findByText('Lütfen isim, tür ve yaş alanlarını doldurun.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Bu alan zorunludur.')).toHaveLength(3);
  });

  it('refuses a negative age', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    await screen.findByText('Lütfen isim, tür ve yaş alanlarını doldurun.');
    fireEvent.change(screen.getByRole('textbox', { name: /İsim/ }), { target: { value: 'Pamuk' } });
    fireEvent.click(screen.getByRole('radio', { name: /Kedi/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Yaş/ }), { target: { value: '-2' } });
    expect(screen.getByRole('textbox', { name: /İsim/ })).toHaveValue('Pamuk');
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    expect((await screen.findAllByText('Yaş negatif olamaz.')).length).toBeGreaterThan(0);
  });

  it('refuses a microchip number that is not 15 digits before sending anything', async () => {
    const sent = stubSave();
    await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /İsim/ }), { target: { value: 'Pamuk' } });
    fireEvent.click(screen.getByRole('radio', { name: /Kedi/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Yaş/ }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Mikroçip/ }), { target: { value: '79209810012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    expect((await screen.findAllByText('Mikroçip numarası 15 rakamdan oluşmalıdır (ISO 11784/11785).')).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
  });

  it('sends the birthdate typed the Turkish way as YYYY-MM-DD, with the age derived', async () => {
    const sent = stubSave();
    await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /İsim/ }), { target: { value: 'Karabaş' } });
    fireEvent.click(screen.getByRole('radio', { name: /Köpek/ }));
    fireEvent.change(birthdateField(), { target: { value: '15.01.2020' } });
    fireEvent.blur(birthdateField());
    expect(birthdateField()).toHaveValue('15.01.2020');
    expect(screen.getByRole('textbox', { name: /Yaş/ })).toBeDisabled();
    fireEvent.change(screen.getByRole('textbox', { name: /Mikroçip/ }), { target: { value: '792 0981 0012 3456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/pets',
      body: {
        name: 'Karabaş',
        species: 'dog',
        breed: null,
        birthdate: '2020-01-15',
        age: null,
        gender: 'unknown',
        notes: null,
        microchip: '792098100123456',
        photoFileId: null,
      },
    });
  });

  it('shows a saved birthdate the Turkish way and sends it back unchanged', async () => {
    const sent = stubSave();
    await renderForm(savedPet());
    expect(birthdateField()).toHaveValue('15.01.2020');
    fireEvent.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { birthdate: '2020-01-15', age: null } });
  });

  it('still refuses a birthdate after today with its own message', async () => {
    const sent = stubSave();
    await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /İsim/ }), { target: { value: 'Karabaş' } });
    fireEvent.click(screen.getByRole('radio', { name: /Köpek/ }));
    fireEvent.change(birthdateField(), { target: { value: '01.01.2999' } });
    fireEvent.blur(birthdateField());
    expect(birthdateField()).toHaveValue('01.01.2999');
    fireEvent.click(screen.getByRole('button', { name: 'Evcil hayvanı ekle' }));
    expect((await screen.findAllByText('Doğum tarihi bugünden sonra olamaz.')).length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
  });
});
