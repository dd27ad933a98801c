import type { BookingList, BookingView } from '@patili/domain/bookings';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../../testing/api-stub';
import { bookingView } from '../../../../testing/booking-factories';
import { ownerPayment } from '../../../../testing/payment-factories';
import { renderWithApp, testUser } from '../../../../testing/render';
import OwnerBookingsScreen from './owner-bookings';


const page = (items: BookingView[]): BookingList => ({
  items,
  total: items.length,
  totalIsExact: true,
  page: 1,
  pageSize: 10,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The screen composes the bookings with their payments: the card's panel and the cancel's refund. */
describe('my bookings screen', () => {
  it('says in the cancel confirmation what cancelling now refunds, by the booking’s policy', async () => {
    // A paid Orta stay starting in 30 hours: within 72 hours, half of ₺550 comes back.
    const stay = bookingView({
      status: 'confirmed',
      cancellationPolicy: 'moderate',
      startsAt: new Date(Date.now() + 30 * 60 * 60 * 1000).toISOString(),
      expiresAt: null,
    });
    stubApi({
      'GET /api/bookings': () => json(200, page([stay])),
      'GET /api/payments/bookings/*': () =>
        json(200, {
          payment: ownerPayment({
            bookingId: stay.id,
            status: 'confirmed',
            amountKurus: 55_000,
            confirmedAt: '2030-03-01T10:00:00.000Z',
            canUploadReceipt: false,
          }),
          platformIban: null,
        }),
    });
    await renderWithApp(<OwnerBookingsScreen />, { user: testUser(), path: '/owner/bookings' });
    const card = await screen.findByTestId('booking-card');
    expect(within(card).getByTestId('cancellation-policy')).toHaveTextContent(
      'İptal politikası: OrtaBaşlangıçtan 72 saat öncesine kadar ücretin tamamı, sonrasında yarısı iade edilir.',
    );
    fireEvent.click(within(card).getByRole('button', { name: /İptal et/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Rezervasyonu iptal et' });
    expect(await within(dialog).findByTestId('cancel-refund')).toHaveTextContent(
      'İptal politikası (Orta) gereği iade oranı %50: ₺275 iade edilir, ₺275 iade edilmez.',
    );
  });

});
