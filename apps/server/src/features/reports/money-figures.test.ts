import type { AdminStats } from '@patili/domain/admin';
import { settleCancellation, type BookingCancellationPolicy, type CancelledBy, type CommissionSettings } from '@patili/domain/bookings';
import type { AdminPaymentPage } from '@patili/domain/payments';
import { MONEY_FIGURE_IDS, readMoneyFigure, type MoneyFigureId, type MoneyFigureValue, type Report } from '@patili/domain/reports';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, payment } from '../../db/schema/index.ts';
import { signedInAs } from '../../../test/actors.ts';
import { bookingTermsOn, createBooking, createUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });

/** Thirty Istanbul days: 2031-03-02 00:00 to 2031-03-31 23:59:59 (UTC+3). */
const WINDOW = { from: '2031-03-02', to: '2031-03-31' };
/** A year around the window that holds every row below, for the all-time figure. */
const YEAR = { from: '2030-04-05', to: '2031-04-05' };

/** An Istanbul noon of a 2031 date. */
const on = (date: string) => new Date(`${date}T09:00:00.000Z`);

/** 10 % from the owner, 8 % from the provider: round kuruş for every price below. */
const SETTINGS: CommissionSettings = {
  ownerRate: 0.1,
  providerRates: { sitter: 0.08, veterinarian: 0.08, pet_walker: 0.08, trainer: 0.08 },
};

type PaymentDates = Partial<Record<'confirmedAt' | 'paidOutAt' | 'refundDueAt' | 'refundedAt', string>>;

describe('the back office money figures', () => {
  it('give one number per definition on the dashboard, the finance page and the reports page', async () => {
    const { client: admin } = await signedInAs(testApp, 'admin');
    const owner = await createUser(factory(), { role: 'owner' });
    const vet = await createUser(factory(), { role: 'veterinarian' });

    /** A one-visit vet booking of `unitPriceKurus`, made on `created`, with its payment at a step. */
    const seed = async (
      name: string,
      options: { unitPriceKurus: number; status: string; created: string; completed?: string; cancelled?: string },
      paid?: { status: string; settled?: { policy: BookingCancellationPolicy; hoursBefore: number; by: CancelledBy } } & PaymentDates,
    ) => {
      const row = await createBooking(
        { db: db() },
        { owner, provider: vet },
        {
          terms: bookingTermsOn('veterinarian', '2031-05-05', '10:00'),
          status: options.status,
          unitPriceKurus: options.unitPriceKurus,
          settings: SETTINGS,
          createdAt: on(options.created),
        },
      );
      if (options.completed) await db().update(booking).set({ completedAt: on(options.completed) }).where(eq(booking.id, row.id));
      if (options.cancelled) await db().update(booking).set({ cancelledAt: on(options.cancelled) }).where(eq(booking.id, row.id));
      if (paid) {
        const date = (key: keyof PaymentDates) => (paid[key] ? on(paid[key]) : null);
        // As a cancellation after payment settles it: the refund, and the part kept.
        const settlement = paid.settled
          ? settleCancellation({
              policy: paid.settled.policy,
              amounts: row,
              startsAt: row.startsAt,
              at: new Date(row.startsAt.getTime() - paid.settled.hoursBefore * 3_600_000),
              by: paid.settled.by,
              paid: true,
            })
          : null;
        // As the accept opens it: the owner's total, the provider's net, both commissions.
        await db()
          .insert(payment)
          .values({
            bookingId: row.id,
            status: paid.status,
            reference: `PTL-FIG-${name}`,
            amountKurus: row.totalKurus,
            payoutKurus: settlement?.payoutKurus ?? row.netPayableKurus,
            commissionKurus: settlement?.commissionKurus ?? row.ownerCommissionKurus + row.providerCommissionKurus,
            refundKurus: settlement?.refundKurus ?? null,
            refundPercent: settlement?.refundPercent ?? null,
            confirmedAt: date('confirmedAt'),
            paidOutAt: date('paidOutAt'),
            refundDueAt: date('refundDueAt'),
            refundedAt: date('refundedAt'),
          });
      }
    };

    // Each line: base → owner commission (10 %), total, provider commission (8 %), net.
    // A: booked, not paid. ₺200 → 2 000, 22 000, 1 600, 18 400.
    await seed('A', { unitPriceKurus: 20_000, status: 'confirmed', created: '2031-03-05' }, { status: 'awaiting_transfer' });
    // B: booked and paid, completed, payout due. ₺100 → 1 000, 11 000, 800, 9 200.
    await seed(
      'B',
      { unitPriceKurus: 10_000, status: 'completed', created: '2031-03-06', completed: '2031-03-10' },
      { status: 'confirmed', confirmedAt: '2031-03-07' },
    );
    // C: booked, paid and paid out. ₺300 → 3 000, 33 000, 2 400, 27 600.
    await seed(
      'C',
      { unitPriceKurus: 30_000, status: 'completed', created: '2031-03-08', completed: '2031-03-11' },
      { status: 'paid_out', confirmedAt: '2031-03-09', paidOutAt: '2031-03-12' },
    );
    // D: paid, then cancelled by the owner on a strict policy 100 h before the start and half of it
    // refunded. ₺150 → 1 500, 16 500, 1 200, 13 800: refund 8 250, kept 7 500 − 600 = 6 900 to pay
    // out, the platform keeps 1 350.
    await seed(
      'D',
      { unitPriceKurus: 15_000, status: 'cancelled', created: '2031-03-10', cancelled: '2031-03-13' },
      {
        status: 'refunded',
        settled: { policy: 'strict', hoursBefore: 100, by: 'owner' },
        confirmedAt: '2031-03-11',
        refundDueAt: '2031-03-13',
        refundedAt: '2031-03-14',
      },
    );
    // E: paid, then cancelled by the provider, the whole refund still owed. ₺50 → 500, 5 500, 400, 4 600.
    await seed(
      'E',
      { unitPriceKurus: 5_000, status: 'cancelled', created: '2031-03-12', cancelled: '2031-03-15' },
      { status: 'refund_due', settled: { policy: 'vet', hoursBefore: 1, by: 'provider' }, confirmedAt: '2031-03-13', refundDueAt: '2031-03-15' },
    );
    // F: all before the window, paid out. ₺400 → 4 000, 44 000, 3 200, 36 800.
    await seed(
      'F',
      { unitPriceKurus: 40_000, status: 'completed', created: '2031-02-20', completed: '2031-02-24' },
      { status: 'paid_out', confirmedAt: '2031-02-21', paidOutAt: '2031-02-25' },
    );
    // G: all after the window, paid. ₺120 → 1 200, 13 200, 960, 11 040.
    await seed('G', { unitPriceKurus: 12_000, status: 'confirmed', created: '2031-04-02' }, { status: 'confirmed', confirmedAt: '2031-04-03' });
    // H: booked before the window, paid and completed in it. ₺80 → 800, 8 800, 640, 7 360.
    await seed(
      'H',
      { unitPriceKurus: 8_000, status: 'completed', created: '2031-02-25', completed: '2031-03-04' },
      { status: 'confirmed', confirmedAt: '2031-03-03' },
    );
    // I: a request in the window, not answered: no value.
    await seed('I', { unitPriceKurus: 50_000, status: 'pending', created: '2031-03-15' });

    // The window's figures, by hand.
    const expected: Record<MoneyFigureId, MoneyFigureValue> = {
      // Booked = made in the window and confirmed or completed: A, B, C.
      'gross.booked': { amountKurus: 22_000 + 11_000 + 33_000, count: 3 },
      'base.booked': { amountKurus: 20_000 + 10_000 + 30_000, count: 3 },
      'commission.owner.booked': { amountKurus: 2_000 + 1_000 + 3_000, count: 3 },
      'commission.provider.booked': { amountKurus: 1_600 + 800 + 2_400, count: 3 },
      'commission.both.booked': { amountKurus: 3_600 + 1_800 + 5_400, count: 3 },
      'net.booked': { amountKurus: 18_400 + 9_200 + 27_600, count: 3 },
      // Paid = confirmed in the window: H, B, C, D, E (refunds included in what was received).
      'received.paid': { amountKurus: 8_800 + 11_000 + 33_000 + 16_500 + 5_500, count: 5 },
      // Of those, still earning (confirmed or paid out, or what a cancellation kept): H, B, C, D.
      'commission.both.paid': { amountKurus: 1_440 + 1_800 + 5_400 + 1_350, count: 4 },
      // Confirmed, completed in the window, not paid out: H, B; and D's kept part.
      'payout.due': { amountKurus: 7_360 + 9_200 + 6_900, count: 3 },
      'payout.paidOut': { amountKurus: 27_600, count: 1 },
      'refund.due': { amountKurus: 5_500, count: 1 },
      'refund.made': { amountKurus: 8_250, count: 1 },
    };

    const report = async (period: { from: string; to: string }) => {
      const response = await admin.get<Report>(`/api/admin/reports?from=${period.from}&to=${period.to}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    // The reports page, the finance summary and the dashboard's 30-day panel all read this answer.
    const windowReport = await report(WINDOW);
    for (const id of MONEY_FIGURE_IDS) expect(readMoneyFigure(windowReport, id), id).toEqual(expected[id]);
    // Booked and paid are different figures, each under its own label.
    expect(readMoneyFigure(windowReport, 'commission.both.booked').amountKurus).toBe(10_800);
    expect(readMoneyFigure(windowReport, 'commission.both.paid').amountKurus).toBe(9_990);
    // The by-kind table and the timeline add up to the same booked figures.
    const vetRow = windowReport.bookings.byKind.find((row) => row.kind === 'veterinarian')!;
    expect(vetRow.value.commissionKurus).toBe(expected['commission.both.booked'].amountKurus);
    expect(windowReport.timeline.reduce((total, day) => total + day.grossKurus, 0)).toBe(expected['gross.booked'].amountKurus);

    // The dashboard's commission paid, all time: H, B, C, D, F, G (2 160 + 7 200 of G and F outside the window).
    const stats = await admin.get<AdminStats>('/api/admin/stats');
    expect(stats.status).toBe(200);
    const allTimePaid = 1_440 + 1_800 + 5_400 + 1_350 + 7_200 + 2_160;
    expect(stats.body.revenueKurus).toBe(allTimePaid);
    // The same definition over a period holding every row gives the dashboard's number.
    expect(readMoneyFigure(await report(YEAR), 'commission.both.paid')).toEqual({ amountKurus: allTimePaid, count: 6 });

    // The finance page's queues: every payout and refund still owed, which here all fell in the window.
    const queue = async (name: 'payouts' | 'refunds') => {
      const response = await admin.get<AdminPaymentPage>(`/api/admin/payments?queue=${name}&pageSize=100`);
      expect(response.status).toBe(200);
      return response.body;
    };
    const payouts = await queue('payouts');
    expect({ amountKurus: payouts.items.reduce((total, item) => total + item.payoutKurus, 0), count: payouts.total }).toEqual(
      expected['payout.due'],
    );
    const refunds = await queue('refunds');
    expect({ amountKurus: refunds.items.reduce((total, item) => total + (item.refundKurus ?? item.amountKurus), 0), count: refunds.total }).toEqual(
      expected['refund.due'],
    );
  });
});
