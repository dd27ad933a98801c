import { describe, expect, it } from 'vitest';

import { fromIstanbulDateTime } from '../shared/istanbul-time.ts';
import {
  bookingPolicyFor,
  readBookingCancellationPolicy,
  readCancellationPolicy,
  readCancelledBy,
  refundPercentAt,
  refundSchedule,
  settleCancellation,
  type BookingAmounts,
  type BookingCancellationPolicy,
} from './cancellation-policy.ts';
import { quoteBooking, type BookingQuote } from './pricing.ts';

// A booking starting on 10 December at 14:00 Istanbul (11:00 UTC); the tests run in New York.
const START = fromIstanbulDateTime('2026-12-10', '14:00');
const at = (date: string, time: string, seconds = 0) =>
  new Date(fromIstanbulDateTime(date, time).getTime() + seconds * 1000);

describe('refundPercentAt', () => {
  const cases: [BookingCancellationPolicy, string, string, number, number][] = [
    // Esnek: full until 24 h before (9 Dec 14:00), 50 % after.
    ['flexible', '2026-12-09', '14:00', 0, 100],
    ['flexible', '2026-12-09', '14:00', 1, 50],
    ['flexible', '2026-12-10', '13:59', 0, 50],
    ['flexible', '2026-12-10', '15:00', 0, 50],
    // Orta: full until 72 h before (7 Dec 14:00), 50 % after.
    ['moderate', '2026-12-07', '14:00', 0, 100],
    ['moderate', '2026-12-07', '14:00', 1, 50],
    ['moderate', '2026-12-01', '09:00', 0, 100],
    // Katı: full until 7 days before (3 Dec 14:00), 50 % until 48 h before (8 Dec 14:00), none after.
    ['strict', '2026-12-03', '14:00', 0, 100],
    ['strict', '2026-12-03', '14:00', 1, 50],
    ['strict', '2026-12-08', '14:00', 0, 50],
    ['strict', '2026-12-08', '14:00', 1, 0],
    ['strict', '2026-12-10', '13:00', 0, 0],
    // Vets: full until 2 h before (12:00), none after.
    ['vet', '2026-12-10', '12:00', 0, 100],
    ['vet', '2026-12-10', '12:00', 1, 0],
    ['vet', '2026-12-10', '11:59', 59, 100],
  ];
  it.each(cases)('%s cancelled on %s at %s (+%ss) refunds %i %%', (policy, date, time, seconds, percent) => {
    expect(refundPercentAt(policy, START, at(date, time, seconds))).toBe(percent);
  });
});

describe('refundSchedule', () => {
  it('names each deadline as an instant before the start, earliest first', () => {
    const schedule = refundSchedule('strict', START);
    expect(schedule.steps.map((step) => [step.until.toISOString(), step.percent])).toEqual([
      ['2026-12-03T11:00:00.000Z', 100],
      ['2026-12-08T11:00:00.000Z', 50],
    ]);
    expect(schedule.afterPercent).toBe(0);
  });
});

describe('bookingPolicyFor', () => {
  it('keeps a sitter, walker or trainer on their choice and a vet on the vets’ rule', () => {
    expect(bookingPolicyFor('sitter', 'strict')).toBe('strict');
    expect(bookingPolicyFor('pet_walker', 'flexible')).toBe('flexible');
    expect(bookingPolicyFor('trainer', null)).toBe('moderate');
    expect(bookingPolicyFor('veterinarian', 'flexible')).toBe('vet');
  });
  it('reads an unknown stored value as the default', () => {
    expect(readCancellationPolicy('lenient')).toBe('moderate');
    expect(readBookingCancellationPolicy('vet')).toBe('vet');
    expect(readBookingCancellationPolicy(undefined)).toBe('moderate');
  });
});

describe('readCancelledBy', () => {
  it('keeps the owner, the provider and the system', () => {
    expect(readCancelledBy('owner')).toBe('owner');
    expect(readCancelledBy('provider')).toBe('provider');
    expect(readCancelledBy('system')).toBe('system');
  });
  it('reads none or an unknown stored value as the system', () => {
    expect(readCancelledBy(null)).toBe('system');
    expect(readCancelledBy('admin')).toBe('system');
    expect(readCancelledBy('Owner')).toBe('system');
  });
});

// The design's example: a sitter at ₺150/day for 3 days.
const amountsOf = (q: BookingQuote): BookingAmounts => ({
  baseKurus: q.base,
  ownerCommissionKurus: q.ownerCommission,
  totalKurus: q.total,
  providerCommissionKurus: q.providerCommission,
  netPayableKurus: q.netPayable,
});
const sitterQuote = (unitPriceKurus: number, days = 3) =>
  amountsOf(
    quoteBooking({
      terms: { kind: 'sitter', startDate: '2026-12-10', endDate: `2026-12-${String(9 + days).padStart(2, '0')}` },
      serviceType: 'cat_care',
      unitPriceKurus,
    }),
  );
const amounts = sitterQuote(15_000);

describe('settleCancellation', () => {
  const settle = (overrides: Partial<Parameters<typeof settleCancellation>[0]>) =>
    settleCancellation({ policy: 'flexible', amounts, startsAt: START, at: at('2026-12-10', '04:00'), by: 'owner', paid: true, ...overrides });

  it('starts from the design’s numbers', () => {
    expect(amounts).toMatchObject({
      baseKurus: 45_000,
      ownerCommissionKurus: 4_500,
      totalKurus: 49_500,
      providerCommissionKurus: 3_600,
      netPayableKurus: 41_400,
    });
  });

  it('costs nothing before payment, whatever the policy and the hour', () => {
    expect(settle({ policy: 'strict', paid: false })).toEqual({ refundPercent: 0, refundKurus: 0, payoutKurus: 0, commissionKurus: 0 });
  });

  it('refunds half of the total late on Esnek; the provider is paid the kept base minus its commission', () => {
    expect(settle({})).toEqual({ refundPercent: 50, refundKurus: 24_750, payoutKurus: 20_700, commissionKurus: 4_050 });
  });

  it('refunds everything in time and pays nobody', () => {
    expect(settle({ at: at('2026-12-09', '13:00') })).toEqual({ refundPercent: 100, refundKurus: 49_500, payoutKurus: 0, commissionKurus: 0 });
  });

  it('refunds nothing late on Katı: the provider gets the whole net and the platform both commissions', () => {
    expect(settle({ policy: 'strict' })).toEqual({ refundPercent: 0, refundKurus: 0, payoutKurus: 41_400, commissionKurus: 8_100 });
  });

  it('refunds in full when the provider cancels, even at the last minute on Katı', () => {
    expect(settle({ policy: 'strict', by: 'provider', at: at('2026-12-10', '13:59') })).toMatchObject({ refundPercent: 100, refundKurus: 49_500, payoutKurus: 0 });
  });

  it('rounds an odd half up for the owner and always adds up to what was paid', () => {
    const odd = sitterQuote(12_345, 1);
    const settled = settleCancellation({ policy: 'flexible', amounts: odd, startsAt: START, at: START, by: 'owner', paid: true });
    expect(settled.refundKurus).toBe(Math.ceil(odd.totalKurus / 2));
    expect(settled.refundKurus + settled.payoutKurus + settled.commissionKurus).toBe(odd.totalKurus);
    expect(settled.commissionKurus).toBeGreaterThanOrEqual(0);
  });

  it('keeps every share whole and non-negative across amounts and rates', () => {
    for (let price = 1; price < 3_000; price += 7) {
      for (const days of [1, 2, 3]) {
        const q = sitterQuote(price, days);
        for (const day of ['2026-12-06', '2026-12-09'] as const) {
          const s = settleCancellation({ policy: 'strict', amounts: q, startsAt: START, at: at(day, '15:00'), by: 'owner', paid: true });
          expect(s.refundPercent).toBe(day === '2026-12-06' ? 50 : 0);
          expect(s.refundKurus + s.payoutKurus + s.commissionKurus).toBe(q.totalKurus);
          expect(Math.min(s.refundKurus, s.payoutKurus, s.commissionKurus)).toBeGreaterThanOrEqual(0);
          expect(s.payoutKurus).toBeLessThanOrEqual(q.netPayableKurus);
        }
      }
    }
  });
});
