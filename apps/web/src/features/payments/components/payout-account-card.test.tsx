import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { renderWithApp, testUser } from '../../../testing/render';
import { PayoutAccountCard } from './payout-account-card';

const SAVED = 'TR320010009999901234567890';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the provider’s payout account card', () => {
  it('asks for the current password with a new IBAN, shows the server’s refusal beside it, and the hold once saved', async () => {
    let attempt = 0;
    const heldUntil = new Date(Date.now() + 23 * 60 * 60 * 1000).toISOString();
    const requests = stubApi({
      'GET /api/payments/payout-account': () =>
        json(200, { iban: SAVED, updatedAt: new Date().toISOString(), heldUntil: null, needsPassword: true }),
      'PUT /api/payments/payout-account': () => {
        attempt += 1;
        return attempt === 1
          ? json(422, {
              code: 'VALIDATION_FAILED',
              message: 'Lütfen işaretli alanları düzeltin.',
              fields: { currentPassword: 'Mevcut şifre hatalı.' },
            })
          : json(200, { iban: 'TR180006200119000006672315', updatedAt: new Date().toISOString(), heldUntil, needsPassword: true });
      },
    });
    await renderWithApp(<PayoutAccountCard />, { user: testUser({ role: 'sitter' }) });
    const iban = await screen.findByTestId('payout-iban');
    fireEvent.change(iban, { target: { value: 'TR18 0006 2001 1900 0006 6723 15' } });
    fireEvent.change(screen.getByLabelText(/Mevcut şifreniz/), { target: { value: 'yanlis' } });
    fireEvent.click(screen.getByRole('button', { name: "IBAN'ı kaydet" }));
    expect(await screen.findByText('Mevcut şifre hatalı.')).toBeInTheDocument();
    // Sent as typed (the server keeps the electronic form), with the password.
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      iban: 'TR18 0006 2001 1900 0006 6723 15',
      currentPassword: 'yanlis',
    });
    fireEvent.change(screen.getByLabelText(/Mevcut şifreniz/), { target: { value: 'Patili123!' } });
    fireEvent.click(screen.getByRole('button', { name: "IBAN'ı kaydet" }));
    expect(await screen.findByTestId('payout-held')).toHaveTextContent("Yeni IBAN'ınıza ödemeler");
    // The password is not kept in the form once saved.
    await waitFor(() => expect(screen.getByLabelText(/Mevcut şifreniz/)).toHaveValue(''));
  });
});
