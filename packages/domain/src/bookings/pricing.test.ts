import { describe, expect, it } from 'vitest';

import { PRICE_BOUNDS_LIRA } from '../catalog/catalog.ts';
import { translate } from '../i18n/translate.ts';
import type { CommissionOverrideRule } from './commission.ts';
import {
  bookingQuantity,
  checkBookingPrice,
  priceBoundsKurus,
  quoteBooking,
  type QuoteInput,
} from './pricing.ts';

const at = (iso: string) => new Date(iso);

const sitterStay = { kind: 'sitter', startDate: '2026-03-10', endDate: '2026-03-12' } as const;
const walk = (hours: unknown) =>
  ({ kind: 'pet_walker', date: '2026-03-10', time: '10:00', hours }) as const;
const vetVisit = { kind: 'veterinarian', date: '2026-03-10', time: '10:00' } as const;
const trainerSession = { kind: 'trainer', date: '2026-03-10', time: '10:00' } as const;

const quote = (input: Partial<QuoteInput> & Pick<QuoteInput, 'terms' | 'unitPriceKurus'>) =>
  quoteBooking({ serviceType: null, ...input });

const amounts = (q: ReturnType<typeof quoteBooking>) => ({
  base: q.base,
  ownerCommission: q.ownerCommission,
  total: q.total,
  providerCommission: q.providerCommission,
  netPayable: q.netPayable,
});

describe('quoteBooking: the worked example', () => {
  it('prices a sitter at ₺150/day for 3 days: 450.00 + 45.00 = 495.00, provider 36.00, net 414.00', () => {
    const q = quote({ terms: sitterStay, serviceType: 'cat_care', unitPriceKurus: 15_000 });
    expect(amounts(q)).toEqual({
      base: 45_000,
      ownerCommission: 4_500,
      total: 49_500,
      providerCommission: 3_600,
      netPayable: 41_400,
    });
    expect(q).toMatchObject({
      unit: 'day',
      quantity: 3,
      unitPrice: 15_000,
      ownerRate: 0.1,
      ownerRateSource: 'settings',
      providerRate: 0.08,
      providerRateSource: 'role',
      overrideId: null,
      startsAt: at('2026-03-09T21:00:00Z'),
      endsAt: at('2026-03-12T21:00:00Z'),
    });
  });
});

describe('quoteBooking: quantity per kind', () => {
  it('counts a sitter’s days with start and end included', () => {
    expect(
      quote({
        terms: { kind: 'sitter', startDate: '2026-03-10', endDate: '2026-03-10' },
        unitPriceKurus: 15_000,
      }).base,
    ).toBe(15_000);
    expect(
      quote({
        terms: { kind: 'sitter', startDate: '2028-02-27', endDate: '2028-03-01' },
        unitPriceKurus: 10_000,
      }).base,
    ).toBe(40_000);
    expect(
      quote({
        terms: { kind: 'sitter', startDate: '2026-12-30', endDate: '2027-01-02' },
        unitPriceKurus: 10_000,
      }).quantity,
    ).toBe(4);
  });
  it('charges a vet or a trainer the session fee once (one hour)', () => {
    for (const terms of [vetVisit, trainerSession]) {
      const q = quote({ terms, unitPriceKurus: 50_000 });
      expect(q).toMatchObject({ unit: 'session', quantity: 1, base: 50_000 });
      expect(q.endsAt.getTime() - q.startsAt.getTime()).toBe(60 * 60 * 1000);
    }
  });
  it('charges a walker the hourly rate times whole hours 1 to 5, non-numeric read as 1', () => {
    for (const hours of [1, 2, 3, 4, 5])
      expect(quote({ terms: walk(hours), unitPriceKurus: 12_000 }).base).toBe(12_000 * hours);
    expect(quote({ terms: walk('3'), unitPriceKurus: 12_000 })).toMatchObject({
      unit: 'hour',
      quantity: 3,
      base: 36_000,
    });
    expect(quote({ terms: walk('yarım'), unitPriceKurus: 12_000 }).base).toBe(12_000);
    expect(quote({ terms: walk(undefined), unitPriceKurus: 12_000 }).base).toBe(12_000);
  });
  it('exposes the quantity on its own for the form', () => {
    expect(bookingQuantity(sitterStay)).toEqual({ unit: 'day', quantity: 3 });
    expect(bookingQuantity(walk(9))).toEqual({ unit: 'hour', quantity: 5 });
    expect(bookingQuantity(vetVisit)).toEqual({ unit: 'session', quantity: 1 });
  });
});

describe('quoteBooking: commissions on the base price', () => {
  it('computes each amount from the base and rounds each half up once', () => {
    // base 1 × ₺123.45 = 12 345; owner 1 234.5 → 1 235; provider 987.6 → 988.
    expect(amounts(quote({ terms: vetVisit, unitPriceKurus: 12_345 }))).toEqual({
      base: 12_345,
      ownerCommission: 1_235,
      total: 13_580,
      providerCommission: 988,
      netPayable: 11_357,
    });
  });
  it('keeps net = total − owner commission − provider commission, to the kuruş', () => {
    for (const unitPriceKurus of [1, 5, 45, 99, 12_345, 15_000, 33_333, 99_999]) {
      for (const terms of [sitterStay, walk(3), vetVisit]) {
        const q = quote({ terms, unitPriceKurus });
        expect(q.netPayable).toBe(q.total - q.ownerCommission - q.providerCommission);
        expect(q.total).toBe(q.base + q.ownerCommission);
        for (const value of Object.values(amounts(q))) expect(Number.isInteger(value)).toBe(true);
      }
    }
  });
  it('reads the rates in force from the settings', () => {
    const q = quote({
      terms: walk(2),
      unitPriceKurus: 10_000,
      settings: { ownerRate: 0.125, providerRates: { pet_walker: 0.145 } },
    });
    // base 20 000; owner 2 500; provider 2 900.
    expect(amounts(q)).toEqual({
      base: 20_000,
      ownerCommission: 2_500,
      total: 22_500,
      providerCommission: 2_900,
      netPayable: 17_100,
    });
  });
  it('rounds exactly where floating point would not (₺1 at 14.5%)', () => {
    const q = quote({
      terms: vetVisit,
      unitPriceKurus: 100,
      settings: { ownerRate: 0.145, providerRates: { veterinarian: 0.145 } },
    });
    expect(q).toMatchObject({
      ownerCommission: 15,
      total: 115,
      providerCommission: 15,
      netPayable: 85,
    });
  });
  it('falls back to 0.08 for a role the settings leave out', () => {
    expect(
      quote({
        terms: trainerSession,
        unitPriceKurus: 40_000,
        settings: { ownerRate: 0.1, providerRates: {} },
      }),
    ).toMatchObject({
      providerRate: 0.08,
      providerRateSource: 'default',
      providerCommission: 3_200,
    });
  });
});

describe('quoteBooking: override rules', () => {
  const rule = (overrides: Partial<CommissionOverrideRule>): CommissionOverrideRule => ({
    id: 'rule',
    role: null,
    serviceType: null,
    rate: 0.05,
    startsAt: at('2026-01-01T00:00:00Z'),
    endsAt: null,
    isActive: true,
    ...overrides,
  });
  it('applies the most specific rule in force at the booking start to the provider commission only', () => {
    const overrides = [
      rule({ id: 'sitters', role: 'sitter', rate: 0.06 }),
      rule({ id: 'cats', serviceType: 'cat_care', rate: 0.04 }),
    ];
    const q = quote({
      terms: sitterStay,
      serviceType: 'cat_care',
      unitPriceKurus: 15_000,
      overrides,
    });
    expect(q).toMatchObject({
      providerRate: 0.04,
      providerRateSource: 'override',
      overrideId: 'cats',
      providerCommission: 1_800,
      ownerCommission: 4_500,
    });
    expect(
      quote({ terms: sitterStay, serviceType: 'dog_care', unitPriceKurus: 15_000, overrides }),
    ).toMatchObject({ overrideId: 'sitters', providerCommission: 2_700 });
  });
  it('decides by the booking start, not by when the quote is made', () => {
    const overrides = [
      rule({
        id: 'march',
        role: 'sitter',
        startsAt: at('2026-03-01T00:00:00Z'),
        endsAt: at('2026-03-10T00:00:00Z'),
      }),
    ];
    expect(quote({ terms: sitterStay, unitPriceKurus: 15_000, overrides }).overrideId).toBe(
      'march',
    ); // starts 9 March 21:00 UTC
    expect(
      quote({
        terms: { kind: 'sitter', startDate: '2026-03-11', endDate: '2026-03-12' },
        unitPriceKurus: 15_000,
        overrides,
      }).overrideId,
    ).toBeNull();
  });
});

describe('quoteBooking: referral bonuses', () => {
  const bonus = (endsAt: string) => ({ startsAt: at('2026-02-01T00:00:00Z'), endsAt: at(endsAt) });
  it("frees the provider's side while their bonus ends no earlier than the booking start", () => {
    const q = quote({
      terms: sitterStay,
      unitPriceKurus: 15_000,
      providerBonus: bonus('2026-03-09T21:00:00Z'),
    });
    expect(amounts(q)).toEqual({
      base: 45_000,
      ownerCommission: 4_500,
      total: 49_500,
      providerCommission: 0,
      netPayable: 45_000,
    });
    expect(q.providerRateSource).toBe('referral_bonus');
    expect(
      quote({
        terms: sitterStay,
        unitPriceKurus: 15_000,
        providerBonus: bonus('2026-03-09T20:59:59Z'),
      }).providerCommission,
    ).toBe(3_600);
  });
  it("frees the owner's side while theirs is in force", () => {
    const q = quote({
      terms: sitterStay,
      unitPriceKurus: 15_000,
      ownerBonus: bonus('2026-04-01T00:00:00Z'),
    });
    expect(amounts(q)).toEqual({
      base: 45_000,
      ownerCommission: 0,
      total: 45_000,
      providerCommission: 3_600,
      netPayable: 41_400,
    });
    expect(q.ownerRateSource).toBe('referral_bonus');
  });
  it('beats any override rule', () => {
    const overrides: CommissionOverrideRule[] = [
      {
        id: 'r',
        role: 'sitter',
        serviceType: null,
        rate: 0.2,
        startsAt: at('2026-01-01T00:00:00Z'),
        endsAt: null,
        isActive: true,
      },
    ];
    expect(
      quote({
        terms: sitterStay,
        unitPriceKurus: 15_000,
        overrides,
        providerBonus: bonus('2026-04-01T00:00:00Z'),
      }).providerCommission,
    ).toBe(0);
  });
});

describe('quoteBooking: bad input', () => {
  it('refuses a price that is not whole non-negative kuruş', () => {
    for (const unitPriceKurus of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => quote({ terms: vetVisit, unitPriceKurus }), String(unitPriceKurus)).toThrow(
        RangeError,
      );
    }
  });
  it('refuses a sitter stay that ends before it starts, or malformed dates', () => {
    expect(() =>
      quote({
        terms: { kind: 'sitter', startDate: '2026-03-12', endDate: '2026-03-10' },
        unitPriceKurus: 15_000,
      }),
    ).toThrow(RangeError);
    expect(() =>
      quote({
        terms: { kind: 'sitter', startDate: '2026-02-30', endDate: '2026-03-01' },
        unitPriceKurus: 15_000,
      }),
    ).toThrow(RangeError);
    expect(() =>
      quote({
        terms: { kind: 'trainer', date: '2026-03-10', time: '25:00' },
        unitPriceKurus: 15_000,
      }),
    ).toThrow(RangeError);
  });
  it('quotes a price of 0 as 0 (the price check refuses it at booking time)', () => {
    expect(amounts(quote({ terms: vetVisit, unitPriceKurus: 0 }))).toEqual({
      base: 0,
      ownerCommission: 0,
      total: 0,
      providerCommission: 0,
      netPayable: 0,
    });
  });
});

describe('price bounds (PRICE_BOUNDS_LIRA)', () => {
  it('are the catalogue bounds in kuruş', () => {
    expect(priceBoundsKurus('sitter')).toEqual({ min: 5_000, max: 100_000 });
    expect(priceBoundsKurus('veterinarian')).toEqual({ min: 20_000, max: 200_000 });
    expect(priceBoundsKurus('pet_walker')).toEqual({ min: 8_000, max: 50_000 });
    expect(priceBoundsKurus('trainer')).toEqual({ min: 10_000, max: 150_000 });
    expect(priceBoundsKurus('sitter', { min: 60, max: 70 })).toEqual({ min: 6_000, max: 7_000 });
  });
  it('accept a price from the minimum to the maximum, both included', () => {
    for (const kind of ['sitter', 'veterinarian', 'pet_walker', 'trainer'] as const) {
      const { min, max } = priceBoundsKurus(kind);
      expect(checkBookingPrice(kind, min), kind).toBeNull();
      expect(checkBookingPrice(kind, max), kind).toBeNull();
    }
  });
  it('refuse a price below the minimum with priceBelowMinimumError and the bounds in lira', () => {
    expect(checkBookingPrice('sitter', 4_999)).toEqual({
      code: 'PRICE_BELOW_MINIMUM',
      message: 'bookings:priceBelowMinimumError',
      params: { min: 50, max: 1000 },
    });
    expect(checkBookingPrice('pet_walker', 7_999)?.code).toBe('PRICE_BELOW_MINIMUM');
  });
  it('refuse a price above the maximum', () => {
    expect(checkBookingPrice('trainer', 150_001)).toEqual({
      code: 'PRICE_ABOVE_MAXIMUM',
      message: 'bookings:priceAboveMaximumError',
      params: { min: 100, max: 1500 },
    });
  });
  it('say the fee is not set when there is none, a sitter service getting priceBelowMinimumError', () => {
    for (const price of [null, undefined, 0, -100]) {
      expect(checkBookingPrice('sitter', price)?.message).toBe('bookings:priceBelowMinimumError');
      expect(checkBookingPrice('veterinarian', price)?.message).toBe('bookings:vetFeeNotSet');
      expect(checkBookingPrice('pet_walker', price)?.message).toBe(
        'bookings:walkerHourlyRateNotSet',
      );
      expect(checkBookingPrice('trainer', price)?.message).toBe('bookings:trainerFeeNotSet');
      expect(checkBookingPrice('trainer', price)?.code).toBe('PRICE_NOT_SET');
    }
  });
  it('read bounds edited on the pricing page when given', () => {
    expect(checkBookingPrice('sitter', 5_000, { min: 60, max: 1000 })?.code).toBe(
      'PRICE_BELOW_MINIMUM',
    );
  });
  it('reuse the catalogue constant rather than a copy', () => {
    expect(priceBoundsKurus('sitter').min).toBe(PRICE_BOUNDS_LIRA.sitter.min * 100);
  });
  it('have messages in both languages', () => {
    expect(translate('tr', 'bookings:priceBelowMinimumError', { min: 50 })).toBe(
      'Bu hizmetin ücreti en düşük ücretin (50 ₺) altında; rezervasyon yapılamıyor.',
    );
    expect(translate('en', 'bookings:priceAboveMaximumError', { max: 1500 })).toBe(
      'The price of this service is above the maximum (₺1500); it cannot be booked.',
    );
  });
});
