import type { BookingPaymentResponse, OwnerPayment } from '@patili/domain/payments';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { json, stubApi } from '../../../testing/api-stub';
import { ownerPayment } from '../../../testing/payment-factories';
import { renderWithApp, testUser } from '../../../testing/render';
import { BookingPaymentBadge, BookingPaymentPanel } from './booking-payment-panel';

const BOOKING = { id: '0190a1b2-0000-7000-8000-000000000300', status: 'confirmed' };

const payment = (over: Partial<OwnerPayment> = {}) => ownerPayment({ bookingId: BOOKING.id, ...over });

const show = async (answer: BookingPaymentResponse, booking = BOOKING) => {
  const requests = stubApi({ 'GET /api/payments/bookings/*': () => json(200, answer) });
  await renderWithApp(
    <>
      <BookingPaymentBadge booking={booking} />
      <BookingPaymentPanel booking={booking} />
    </>,
    { user: testUser() },
  );
  return requests;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the owner’s payment panel', () => {
  it('shows the amount, the platform IBAN grouped by four, the reference, the badge and the upload', async () => {
    await show({ payment: payment(), platformIban: 'TR330006100519786457841326' });
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('₺495');
    expect(screen.getByTestId('payment-iban')).toHaveTextContent(
      'TR33 0006 1005 1978 6457 8413 26',
    );
    expect(screen.getByTestId('payment-reference')).toHaveTextContent('PTL-2345Z2Z6');
    expect(screen.getByTestId('payment-pending-badge')).toHaveTextContent('Ödeme bekleniyor');
    expect(screen.getByTestId('receipt-choose')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-send')).toBeDisabled();
  });

  it('says the details will follow, and offers no upload, while the platform IBAN is not set', async () => {
    await show({ payment: payment({ canUploadReceipt: false }), platformIban: null });
    expect(await screen.findByTestId('payment-details-pending')).toHaveTextContent(
      'Ödeme bilgileri yakında paylaşılacak.',
    );
    expect(screen.queryByTestId('payment-iban')).not.toBeInTheDocument();
    expect(screen.queryByTestId('receipt-choose')).not.toBeInTheDocument();
  });

  it('shows a rejection’s reason as typed text, not markup', async () => {
    const reason = '<img src=x onerror="window.__xss = 1"> Tutar eksik.';
    await show({
      payment: payment({ status: 'rejected', rejectionReason: reason }),
      platformIban: 'TR330006100519786457841326',
    });
    expect(await screen.findByTestId('payment-rejected')).toHaveTextContent(`Neden: ${reason}`);
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a cancelled booking’s settled refund, or that its policy refunded nothing', async () => {
    const cancelled = { ...BOOKING, status: 'cancelled' };
    await show(
      {
        payment: payment({
          status: 'refund_due',
          refundKurus: 24_750,
          refundPercent: 50,
          canUploadReceipt: false,
        }),
        platformIban: null,
      },
      cancelled,
    );
    expect(await screen.findByTestId('payment-refund')).toHaveTextContent(
      'İade tutarı: ₺247,50 (iade oranı %50).',
    );
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
    await show(
      {
        payment: payment({
          status: 'confirmed',
          refundKurus: 0,
          refundPercent: 0,
          canUploadReceipt: false,
        }),
        platformIban: null,
      },
      cancelled,
    );
    expect(await screen.findByTestId('payment-refund')).toHaveTextContent(
      'Rezervasyon iptal edildi; iptal politikası gereği iade yapılmaz.',
    );
  });

  it('drops the badge once the payment is confirmed, and asks for nothing before the provider accepted', async () => {
    await show({
      payment: payment({
        status: 'confirmed',
        confirmedAt: '2030-02-10T09:00:00.000Z',
        canUploadReceipt: false,
      }),
      platformIban: null,
    });
    expect(await screen.findByTestId('payment-status')).toHaveTextContent('Ödeme onaylandı');
    expect(screen.queryByTestId('payment-pending-badge')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    const requests = await show(
      { payment: null, platformIban: null },
      { ...BOOKING, status: 'pending' },
    );
    expect(requests).toEqual([]);
  });
});
