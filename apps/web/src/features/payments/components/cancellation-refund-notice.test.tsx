import type { BookingCancellationPolicy } from '@patili/domain/bookings';
import type { PaymentStatus } from '@patili/domain/payments';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { bookingPrice, bookingView } from '../../../testing/booking-factories';
import { ownerPayment } from '../../../testing/payment-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { CancellationRefundNotice } from './cancellation-refund-notice';

const HOUR = 60 * 60 * 1000;

const payment = (status: PaymentStatus) =>
  ownerPayment({ bookingId: bookingView().id, status, canUploadReceipt: false });

/**
 * The design's sitter: ₺150 a day for 3 days (base 450.00, owner commission 45.00, total 495.00,
 * provider commission 36.00), starting `hoursAhead` from now, under `policy`.
 */
const show = async ({
  status,
  policy,
  hoursAhead,
}: {
  status: PaymentStatus | null;
  policy: BookingCancellationPolicy;
  hoursAhead: number;
}) => {
  stubApi({
    'GET /api/payments/bookings/*': () =>
      json(200, { payment: status ? payment(status) : null, platformIban: null }),
  });
  const booking = bookingView({
    status: 'confirmed',
    cancellationPolicy: policy,
    startsAt: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
    price: bookingPrice({
      quantity: 3,
      unitPrice: 15_000,
      base: 45_000,
      ownerCommission: 4_500,
      total: 49_500,
      providerCommission: 3_600,
      netPayable: 41_400,
    }),
  });
  await renderWithApp(<CancellationRefundNotice booking={booking} />, { user: testUser() });
  return screen.findByTestId('cancel-refund');
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('what the owner’s cancellation refunds, said before they cancel', () => {
  it('costs nothing before the owner has paid (no payment, or one still awaited)', async () => {
    expect(await show({ status: null, policy: 'strict', hoursAhead: 1 })).toHaveTextContent(
      'Henüz ödeme yapmadığınız için iptal ücretsizdir.',
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    expect(
      await show({ status: 'awaiting_transfer', policy: 'strict', hoursAhead: 1 }),
    ).toHaveTextContent('Henüz ödeme yapmadığınız için iptal ücretsizdir.');
  });

  it('refunds all of a paid Esnek booking more than 24 hours ahead', async () => {
    expect(
      await show({ status: 'confirmed', policy: 'flexible', hoursAhead: 25 }),
    ).toHaveTextContent('Ödediğiniz tutarın tamamı (₺495) iade edilir.');
  });

  it('refunds half of a paid Esnek booking 10 hours ahead, a receipt under review counting as paid', async () => {
    expect(
      await show({ status: 'receipt_uploaded', policy: 'flexible', hoursAhead: 10 }),
    ).toHaveTextContent(
      'İptal politikası (Esnek) gereği iade oranı %50: ₺247,50 iade edilir, ₺247,50 iade edilmez.',
    );
  });

  it('refunds nothing of a paid Katı booking within 48 hours', async () => {
    expect(await show({ status: 'confirmed', policy: 'strict', hoursAhead: 47 })).toHaveTextContent(
      'İptal politikası (Katı) gereği şimdi iptal ederseniz iade yapılmaz; ödediğiniz ₺495 iade edilmez.',
    );
  });
});
