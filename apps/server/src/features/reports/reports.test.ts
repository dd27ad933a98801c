import type { ProviderRole } from '@patili/domain/access';
import { settleCancellation, type CommissionSettings } from '@patili/domain/bookings';
import type { Report } from '@patili/domain/reports';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { booking, payment, user } from '../../db/schema/index.ts';
import { expectAccessMatrix } from '../../../test/access-matrix.ts';
import { signedInAs } from '../../../test/actors.ts';
import { bookingTermsOn, createBooking, createUser } from '../../../test/factories.ts';
import { seededRandom } from '../../../test/random.ts';
import { useTestApp } from '../../../test/setup-app.ts';

const testApp = useTestApp();
const db = () => testApp.deps.database.db;
const factory = () => ({ db: db(), auth: testApp.deps.auth });

const PERIOD = { from: '2031-03-01', to: '2031-03-31' };
// March 2031 in Istanbul (UTC+3): from 2031-02-28 21:00 UTC up to 2031-03-31 21:00 UTC.
const PERIOD_START = new Date('2031-02-28T21:00:00.000Z');
const PERIOD_END = new Date('2031-03-31T21:00:00.000Z');
const inPeriod = (date: Date | null) => date !== null && date >= PERIOD_START && date < PERIOD_END;

describe('GET /api/admin/reports', () => {
  it('is for the admin account only', async () => {
    await expectAccessMatrix(testApp, { method: 'GET', path: `/api/admin/reports?from=${PERIOD.from}&to=${PERIOD.to}` }, ['admin']);
  });

  it('refuses a bad period with a translated 422 on the field', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const cases: Array<[string, string, string]> = [
      ['from=2031-02-30&to=2031-03-31', 'from', 'Geçerli bir tarih girin.'],
      ['from=2031-03-01&to=yarin', 'to', 'Geçerli bir tarih girin.'],
      ['to=2031-03-31', 'from', 'Geçerli bir tarih girin.'],
      ['from=2031-04-01&to=2031-03-31', 'to', 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
      ['from=2029-01-01&to=2031-03-31', 'from', 'Dönem en fazla 1 yıl olabilir.'],
      ['from=9999-12-31&to=9999-12-31', 'from', 'Geçerli bir tarih girin.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await client.get(`/api/admin/reports?${query}`);
      expect(response.status, query).toBe(422);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(response.body.fields[field], query).toBe(message);
    }
    const english = testApp.client({ locale: 'en' });
    const admin = await signedInAs(testApp, 'admin');
    await english.post('/api/auth/sign-in/email', { email: admin.user.email, password: admin.user.password });
    const response = await english.get('/api/admin/reports?from=2031-04-01&to=2031-03-31');
    expect(response.status).toBe(422);
    expect(response.body.fields.to).toBe('The end date cannot be before the start date.');
  });

  it('answers an empty period with zeros in every figure and every bucket', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const { status, body } = await client.get<Report>('/api/admin/reports?from=2040-01-05&to=2040-01-11');
    expect(status).toBe(200);
    expect(body.bookings.total).toBe(0);
    expect(body.bookings.byStatus.every((row) => row.count === 0)).toBe(true);
    expect(body.value.grossKurus).toBe(0);
    expect(body.payments.payoutsDue).toEqual({ count: 0, amountKurus: 0 });
    expect(body.period.bucket).toBe('day');
    expect(body.timeline.map((row) => row.start)).toEqual([
      '2040-01-05',
      '2040-01-06',
      '2040-01-07',
      '2040-01-08',
      '2040-01-09',
      '2040-01-10',
      '2040-01-11',
    ]);
  });

  it('reconciles to the kuruş with the bookings and payments it covers', async () => {
    const { client } = await signedInAs(testApp, 'admin');
    const owner = await createUser(factory(), { role: 'owner' });
    const kinds: ProviderRole[] = ['sitter', 'veterinarian', 'pet_walker', 'trainer'];
    const providers = await Promise.all(kinds.map((role) => createUser(factory(), { role })));
    const random = seededRandom(20310302);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const settingsChoices: CommissionSettings[] = [
      { ownerRate: 0.1, providerRates: { sitter: 0.08, veterinarian: 0.08, pet_walker: 0.08, trainer: 0.08 } },
      { ownerRate: 0.125, providerRates: { sitter: 0.05, veterinarian: 0.15, pet_walker: 0.075, trainer: 0.1 } },
      { ownerRate: 0, providerRates: { sitter: 0, veterinarian: 0.2, pet_walker: 0.033, trainer: 0.08 } },
    ];
    const statuses = ['pending', 'requested', 'confirmed', 'completed', 'cancelled', 'payment_pending', 'canceled'];

    // Bookings made from a few days before the period to a few days after it, the edges included.
    const createdTimes = [
      new Date(PERIOD_START.getTime() - 1000), // 2031-02-28 23:59:59 Istanbul: before
      PERIOD_START, // 2031-03-01 00:00:00 Istanbul: in
      new Date(PERIOD_END.getTime() - 1000), // 2031-03-31 23:59:59 Istanbul: in
      PERIOD_END, // 2031-04-01 00:00:00 Istanbul: after
      ...Array.from({ length: 56 }, () => new Date(PERIOD_START.getTime() + (random() * 38 - 4) * 86_400_000)),
    ];
    const ids: string[] = [];
    for (const createdAt of createdTimes) {
      const provider = pick(providers);
      const kind = provider.role as ProviderRole;
      const row = await createBooking(
        { db: db() },
        { owner, provider },
        {
          terms: bookingTermsOn(kind, '2031-05-05', '10:00', 1 + Math.floor(random() * 4)),
          status: pick(statuses),
          unitPriceKurus: 1_000 + Math.floor(random() * 90_000),
          settings: pick(settingsChoices),
          createdAt,
        },
      );
      ids.push(row.id);
    }
    // A few completed ones finish in the period, a few outside it.
    const rows = await db().select().from(booking).where(inArray(booking.id, ids));
    for (const row of rows.filter((r) => r.status === 'completed')) {
      const completedAt = new Date(PERIOD_START.getTime() + (random() * 40 - 5) * 86_400_000);
      await db().update(booking).set({ completedAt }).where(eq(booking.id, row.id));
      row.completedAt = completedAt;
    }
    // And so are cancellations.
    for (const row of rows.filter((r) => r.status === 'cancelled' || r.status === 'canceled')) {
      const cancelledAt = new Date(PERIOD_START.getTime() + (random() * 40 - 5) * 86_400_000);
      await db().update(booking).set({ cancelledAt }).where(eq(booking.id, row.id));
      row.cancelledAt = cancelledAt;
    }

    // Payments in every state, with dates in and out of the period.
    const someDate = () => new Date(PERIOD_START.getTime() + (random() * 40 - 5) * 86_400_000);
    const paymentRows: (typeof payment.$inferInsert)[] = [];
    for (const [index, row] of rows.entries()) {
      if (row.status === 'pending' || row.status === 'requested') continue;
      const status = row.status === 'completed' ? pick(['confirmed', 'paid_out', 'confirmed']) : row.status === 'confirmed' ? pick(['awaiting_transfer', 'receipt_uploaded', 'confirmed', 'rejected']) : pick(['void', 'refund_due', 'refunded', 'confirmed']);
      const confirmed = ['confirmed', 'paid_out'].includes(status) || (status.startsWith('refund') && random() < 0.7);
      // A cancellation after payment settles by its policy: a full, half or no refund, the rest kept.
      const settled = row.status !== 'completed' && row.status !== 'confirmed' && status !== 'void';
      const settlement = settled
        ? settleCancellation({
            policy: 'strict',
            amounts: row,
            startsAt: row.startsAt,
            at: new Date(row.startsAt.getTime() - (status === 'confirmed' ? 1 : pick([1, 100, 200])) * 3_600_000),
            by: 'owner',
            paid: true,
          })
        : null;
      paymentRows.push({
        bookingId: row.id,
        status,
        reference: `PTL-RPT-${index}-${row.id.slice(0, 6)}`,
        amountKurus: row.totalKurus,
        payoutKurus: settlement?.payoutKurus ?? row.netPayableKurus,
        commissionKurus: settlement?.commissionKurus ?? row.ownerCommissionKurus + row.providerCommissionKurus,
        refundKurus: settlement?.refundKurus ?? null,
        refundPercent: settlement?.refundPercent ?? null,
        confirmedAt: confirmed ? someDate() : null,
        paidOutAt: status === 'paid_out' ? someDate() : null,
        refundDueAt: status.startsWith('refund') ? someDate() : null,
        refundedAt: status === 'refunded' ? someDate() : null,
      });
    }
    await db().insert(payment).values(paymentRows);

    // New accounts: three made in the period (a sitter and two owners), one just after it.
    const newcomers = await Promise.all([
      createUser(factory(), { role: 'sitter' }),
      createUser(factory(), { role: 'owner' }),
      createUser(factory(), { role: 'owner' }),
      createUser(factory(), { role: 'trainer' }),
    ]);
    const joined = [new Date('2031-03-02T10:00:00Z'), PERIOD_START, new Date(PERIOD_END.getTime() - 1), PERIOD_END];
    for (const [index, newcomer] of newcomers.entries()) {
      await db().update(user).set({ createdAt: joined[index]! }).where(eq(user.id, newcomer.id));
    }

    const { status, body } = await client.get<Report>(`/api/admin/reports?from=${PERIOD.from}&to=${PERIOD.to}`);
    expect(status).toBe(200);

    // The same figures, summed independently from the rows.
    const made = rows.filter((row) => inPeriod(row.createdAt));
    const statusOf = (row: (typeof rows)[number]) => (row.status === 'canceled' ? 'cancelled' : row.status);
    const valued = made.filter((row) => ['confirmed', 'completed'].includes(statusOf(row)));
    const sum = (list: typeof rows, pick: (row: (typeof rows)[number]) => number) => list.reduce((total, row) => total + pick(row), 0);
    expect(made.length).toBeGreaterThan(20);
    expect(made.length).toBeLessThan(rows.length);
    expect(body.bookings.total).toBe(made.length);
    for (const { status: bookingStatus, count } of body.bookings.byStatus) {
      expect(count, bookingStatus).toBe(made.filter((row) => statusOf(row) === bookingStatus).length);
    }
    expect(body.value).toEqual({
      count: valued.length,
      grossKurus: sum(valued, (row) => row.totalKurus),
      baseKurus: sum(valued, (row) => row.baseKurus),
      ownerCommissionKurus: sum(valued, (row) => row.ownerCommissionKurus),
      providerCommissionKurus: sum(valued, (row) => row.providerCommissionKurus),
      commissionKurus: sum(valued, (row) => row.ownerCommissionKurus + row.providerCommissionKurus),
      netPayableKurus: sum(valued, (row) => row.netPayableKurus),
    });
    // Gross = base + owner commission; net = base − provider commission.
    expect(body.value.grossKurus).toBe(body.value.baseKurus + body.value.ownerCommissionKurus);
    expect(body.value.netPayableKurus).toBe(body.value.baseKurus - body.value.providerCommissionKurus);
    for (const kind of body.bookings.byKind) {
      const ofKind = valued.filter((row) => row.providerKind === kind.kind);
      expect(kind.count, kind.kind).toBe(made.filter((row) => row.providerKind === kind.kind).length);
      expect(kind.value.grossKurus, kind.kind).toBe(sum(ofKind, (row) => row.totalKurus));
      expect(kind.value.netPayableKurus, kind.kind).toBe(sum(ofKind, (row) => row.netPayableKurus));
    }
    expect(body.bookings.byKind.reduce((total, kind) => total + kind.value.grossKurus, 0)).toBe(body.value.grossKurus);
    // The timeline adds up to the totals.
    expect(body.timeline.reduce((total, bucket) => total + bucket.bookings, 0)).toBe(made.length);
    expect(body.timeline.reduce((total, bucket) => total + bucket.grossKurus, 0)).toBe(body.value.grossKurus);
    expect(body.timeline[0]!.start).toBe('2031-03-01');
    expect(body.timeline.at(-1)!.start).toBe('2031-03-31');

    const pays = paymentRows.map((row) => ({ ...row, booking: rows.find((b) => b.id === row.bookingId)! }));
    const moneyOf = (list: typeof pays, amount: (row: (typeof pays)[number]) => number) => ({
      count: list.length,
      amountKurus: list.reduce((total, row) => total + amount(row), 0),
    });
    const received = pays.filter((row) => inPeriod(row.confirmedAt ?? null));
    expect(body.payments.received).toEqual(moneyOf(received, (row) => row.amountKurus));
    expect(body.payments.commissionPaid).toEqual(
      moneyOf(
        received.filter((row) => ['confirmed', 'paid_out'].includes(row.status!) || (row.status!.startsWith('refund') && row.commissionKurus > 0)),
        (row) => row.commissionKurus,
      ),
    );
    expect(body.payments.payoutsDue).toEqual(
      moneyOf(
        pays.filter(
          (row) =>
            (row.status === 'confirmed' && row.booking.status === 'completed' && inPeriod(row.booking.completedAt)) ||
            (['confirmed', 'refunded'].includes(row.status!) &&
              statusOf(row.booking) === 'cancelled' &&
              row.payoutKurus > 0 &&
              inPeriod(row.booking.cancelledAt)),
        ),
        (row) => row.payoutKurus,
      ),
    );
    expect(body.payments.payoutsPaid).toEqual(moneyOf(pays.filter((row) => inPeriod(row.paidOutAt ?? null)), (row) => row.payoutKurus));
    expect(body.payments.refundsDue).toEqual(
      moneyOf(pays.filter((row) => row.status === 'refund_due' && inPeriod(row.refundDueAt ?? null)), (row) => row.refundKurus!),
    );
    expect(body.payments.refundsMade).toEqual(moneyOf(pays.filter((row) => inPeriod(row.refundedAt ?? null)), (row) => row.refundKurus!));
    // Refunds are the settled share: some of them keep part of the money for the provider.
    expect(pays.some((row) => row.status?.startsWith('refund') && row.refundKurus! < row.amountKurus)).toBe(true);
    expect(pays.some((row) => row.status === 'confirmed' && statusOf(row.booking) === 'cancelled' && row.payoutKurus > 0)).toBe(true);
    // Every payment figure has something to count in this set.
    for (const figure of [body.payments.received, body.payments.payoutsDue, body.payments.payoutsPaid, body.payments.refundsMade]) {
      expect(figure.count).toBeGreaterThan(0);
    }

    expect(body.newUsers.total).toBe(3);
    expect(body.newUsers.byRole.find((row) => row.role === 'owner')?.count).toBe(2);
    expect(body.newUsers.byRole.find((row) => row.role === 'sitter')?.count).toBe(1);
    expect(body.newUsers.byRole.find((row) => row.role === 'trainer')?.count).toBe(0);

    // By week: Mondays from the one before 1 March 2031 (a Saturday), the same totals.
    const weekly = await client.get<Report>(`/api/admin/reports?from=${PERIOD.from}&to=${PERIOD.to}&bucket=week`);
    expect(weekly.body.timeline.map((row) => row.start)).toEqual(['2031-02-24', '2031-03-03', '2031-03-10', '2031-03-17', '2031-03-24', '2031-03-31']);
    expect(weekly.body.timeline.reduce((total, bucket) => total + bucket.bookings, 0)).toBe(made.length);
    expect(weekly.body.timeline.reduce((total, bucket) => total + bucket.grossKurus, 0)).toBe(body.value.grossKurus);
  });
});
