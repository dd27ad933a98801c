import { describe, expect, it } from 'vitest';

import { PROVIDER_ROLES } from '../access/roles.ts';
import {
  DEFAULT_COMMISSION_SETTINGS,
  DEFAULT_OWNER_COMMISSION_RATE,
  DEFAULT_PROVIDER_COMMISSION_RATE,
  commissionKurus,
  findCommissionOverride,
  isCommissionRate,
  isOverrideInForce,
  overrideWindowFromDates,
  ownerCommissionRate,
  providerCommissionRate,
  type CommissionOverrideRule,
} from './commission.ts';

const at = (iso: string) => new Date(iso);
const bookingStartsAt = at('2026-03-10T11:30:00Z');

const rule = (overrides: Partial<CommissionOverrideRule>): CommissionOverrideRule => ({
  id: 'rule',
  role: null,
  serviceType: null,
  rate: 0.05,
  startsAt: at('2026-03-01T00:00:00Z'),
  endsAt: null,
  isActive: true,
  ...overrides,
});

describe('default rates of the provider and owner commissions', () => {
  it('are 10% for the owner and 8% for every provider role', () => {
    expect(DEFAULT_OWNER_COMMISSION_RATE).toBe(0.1);
    expect(DEFAULT_PROVIDER_COMMISSION_RATE).toBe(0.08);
    expect(DEFAULT_COMMISSION_SETTINGS.ownerRate).toBe(0.1);
    for (const role of PROVIDER_ROLES)
      expect(DEFAULT_COMMISSION_SETTINGS.providerRates[role], role).toBe(0.08);
  });
});

describe('isCommissionRate', () => {
  it('is a finite fraction from 0 to 1', () => {
    for (const rate of [0, 0.08, 0.1, 1]) expect(isCommissionRate(rate), String(rate)).toBe(true);
    for (const rate of [
      -0.01,
      1.01,
      8,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '0.08',
      null,
      undefined,
    ]) {
      expect(isCommissionRate(rate), String(rate)).toBe(false);
    }
  });
});

describe('commissionKurus: a rate of an amount, rounded half up once', () => {
  it('rounds halves up', () => {
    expect(commissionKurus(45, 0.1)).toBe(5); // 4.5
    expect(commissionKurus(44, 0.1)).toBe(4); // 4.4
    expect(commissionKurus(25, 0.1)).toBe(3); // 2.5
    expect(commissionKurus(6, 0.08)).toBe(0); // 0.48
    expect(commissionKurus(7, 0.08)).toBe(1); // 0.56
  });
  it('is exact where floating point multiplication is not (100 × 0.145 = 14.499999…)', () => {
    expect(100 * 0.145).toBeLessThan(14.5);
    expect(commissionKurus(100, 0.145)).toBe(15);
    expect(commissionKurus(1500, 0.145)).toBe(218);
    expect(commissionKurus(180, 0.175)).toBe(32);
  });
  it('is exact for large amounts', () => {
    expect(commissionKurus(999_999_999_999, 0.08)).toBe(80_000_000_000); // 79 999 999 999.92
    expect(commissionKurus(Number.MAX_SAFE_INTEGER, 0.5)).toBe(4_503_599_627_370_496); // …495.5
    expect(commissionKurus(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('gives 0 at a zero rate or on a zero amount, the whole amount at a rate of 1', () => {
    expect(commissionKurus(45_000, 0)).toBe(0);
    expect(commissionKurus(0, 0.1)).toBe(0);
    expect(commissionKurus(45_000, 1)).toBe(45_000);
  });
  it('refuses an amount that is not whole kuruş, or a rate out of range', () => {
    expect(() => commissionKurus(10.5, 0.1)).toThrow(RangeError);
    expect(() => commissionKurus(-1, 0.1)).toThrow(RangeError);
    expect(() => commissionKurus(100, 1.5)).toThrow(RangeError);
  });
});

describe('isOverrideInForce', () => {
  const window = rule({ startsAt: at('2026-03-01T00:00:00Z'), endsAt: at('2026-04-01T00:00:00Z') });
  it('covers a booking from the rule start, up to but excluding its end', () => {
    expect(isOverrideInForce(window, at('2026-02-28T23:59:59Z'))).toBe(false);
    expect(isOverrideInForce(window, window.startsAt)).toBe(true);
    expect(isOverrideInForce(window, at('2026-03-31T23:59:59Z'))).toBe(true);
    expect(isOverrideInForce(window, window.endsAt!)).toBe(false);
  });
  it('runs on for ever without an end', () => {
    expect(isOverrideInForce(rule({}), at('2099-01-01T00:00:00Z'))).toBe(true);
  });
  it('never applies when switched off or with a rate out of range', () => {
    expect(isOverrideInForce(rule({ isActive: false }), bookingStartsAt)).toBe(false);
    expect(isOverrideInForce(rule({ rate: 1.2 }), bookingStartsAt)).toBe(false);
    expect(isOverrideInForce(rule({ rate: Number.NaN }), bookingStartsAt)).toBe(false);
  });
});

describe('overrideWindowFromDates: the admin form gives Istanbul dates, the end date included', () => {
  it('starts at the start date’s midnight and ends at the midnight after the end date', () => {
    expect(overrideWindowFromDates('2026-03-01', '2026-03-31')).toEqual({
      startsAt: at('2026-02-28T21:00:00Z'),
      endsAt: at('2026-03-31T21:00:00Z'),
    });
    expect(overrideWindowFromDates('2026-03-01', null)).toEqual({
      startsAt: at('2026-02-28T21:00:00Z'),
      endsAt: null,
    });
  });
  it('so a booking late on the end date is still covered', () => {
    const window = overrideWindowFromDates('2026-03-01', '2026-03-10');
    const late = rule({ ...window });
    expect(isOverrideInForce(late, at('2026-03-10T20:30:00Z'))).toBe(true); // 23:30 in Istanbul
    expect(isOverrideInForce(late, at('2026-03-10T21:00:00Z'))).toBe(false); // midnight after
  });
});

describe('findCommissionOverride: the most specific rule in force wins', () => {
  const target = { kind: 'sitter' as const, serviceType: 'cat_care', at: bookingStartsAt };
  const byRole = rule({ id: 'role', role: 'sitter', rate: 0.06 });
  const byService = rule({ id: 'service', serviceType: 'cat_care', rate: 0.04 });
  const byBoth = rule({ id: 'both', role: 'sitter', serviceType: 'cat_care', rate: 0.02 });

  it('is null without a matching rule', () => {
    expect(findCommissionOverride([], target)).toBeNull();
    expect(
      findCommissionOverride(
        [rule({ role: 'trainer' }), rule({ serviceType: 'dog_care' })],
        target,
      ),
    ).toBeNull();
  });
  it('matches a rule by role or by service type', () => {
    expect(findCommissionOverride([byRole], target)?.id).toBe('role');
    expect(findCommissionOverride([byService], target)?.id).toBe('service');
  });
  it('lets a service-type rule beat a role rule, and a rule naming both beat either', () => {
    expect(findCommissionOverride([byRole, byService], target)?.id).toBe('service');
    expect(findCommissionOverride([byService, byRole], target)?.id).toBe('service');
    expect(findCommissionOverride([byRole, byService, byBoth], target)?.id).toBe('both');
  });
  it('needs both to match when a rule names a role and a service type', () => {
    expect(
      findCommissionOverride([rule({ role: 'trainer', serviceType: 'cat_care' })], target),
    ).toBeNull();
  });
  it('ignores a rule that names neither a role nor a service type', () => {
    expect(findCommissionOverride([rule({ id: 'blank' })], target)).toBeNull();
  });
  it('skips rules out of force, so a less specific rule in force still applies', () => {
    const expired = rule({
      id: 'expired',
      serviceType: 'cat_care',
      endsAt: at('2026-03-05T00:00:00Z'),
    });
    const future = rule({
      id: 'future',
      serviceType: 'cat_care',
      startsAt: at('2026-04-01T00:00:00Z'),
    });
    const off = rule({ id: 'off', serviceType: 'cat_care', isActive: false });
    expect(findCommissionOverride([expired, future, off, byRole], target)?.id).toBe('role');
  });
  it('breaks a tie between equally specific rules by the later start, then the lower rate, then the id', () => {
    const older = rule({
      id: 'older',
      role: 'sitter',
      startsAt: at('2026-01-01T00:00:00Z'),
      rate: 0.01,
    });
    const newer = rule({
      id: 'newer',
      role: 'sitter',
      startsAt: at('2026-03-01T00:00:00Z'),
      rate: 0.07,
    });
    expect(findCommissionOverride([older, newer], target)?.id).toBe('newer');
    expect(findCommissionOverride([newer, older], target)?.id).toBe('newer');
    const cheaper = rule({ id: 'cheaper', role: 'sitter', rate: 0.03 });
    const dearer = rule({ id: 'dearer', role: 'sitter', rate: 0.05 });
    expect(findCommissionOverride([dearer, cheaper], target)?.id).toBe('cheaper');
    expect(findCommissionOverride([cheaper, dearer], target)?.id).toBe('cheaper');
    const b = rule({ id: 'b', role: 'sitter' });
    const a = rule({ id: 'a', role: 'sitter' });
    expect(findCommissionOverride([b, a], target)?.id).toBe('a');
  });
  it('has no service-type match for a booking without a service type', () => {
    expect(findCommissionOverride([byService, byRole], { ...target, serviceType: null })?.id).toBe(
      'role',
    );
  });
});

describe('providerCommissionRate', () => {
  const base = {
    settings: DEFAULT_COMMISSION_SETTINGS,
    overrides: [],
    kind: 'pet_walker' as const,
    serviceType: 'dog_walking',
    bookingStartsAt,
    providerBonus: null,
  };
  it("is the role's rate from the settings", () => {
    expect(providerCommissionRate(base)).toEqual({ rate: 0.08, source: 'role', overrideId: null });
    expect(
      providerCommissionRate({
        ...base,
        settings: { ownerRate: 0.1, providerRates: { pet_walker: 0.12 } },
      }),
    ).toEqual({
      rate: 0.12,
      source: 'role',
      overrideId: null,
    });
  });
  it('falls back to 0.08 for a role without a rate, never to 0.8', () => {
    for (const providerRates of [
      {},
      { sitter: 0.2 },
      { pet_walker: Number.NaN },
      { pet_walker: 8 },
    ]) {
      expect(
        providerCommissionRate({ ...base, settings: { ownerRate: 0.1, providerRates } }),
      ).toEqual({
        rate: 0.08,
        source: 'default',
        overrideId: null,
      });
    }
  });
  it('takes an override in force over the role rate', () => {
    const overrides = [rule({ id: 'walks', serviceType: 'dog_walking', rate: 0.05 })];
    expect(providerCommissionRate({ ...base, overrides })).toEqual({
      rate: 0.05,
      source: 'override',
      overrideId: 'walks',
    });
  });
  it('is 0 while the provider has a referral bonus whose end is not before the booking start, whatever the rules', () => {
    const overrides = [rule({ id: 'walks', serviceType: 'dog_walking', rate: 0.05 })];
    const providerBonus = { startsAt: at('2026-02-20T00:00:00Z'), endsAt: bookingStartsAt };
    expect(providerCommissionRate({ ...base, overrides, providerBonus })).toEqual({
      rate: 0,
      source: 'referral_bonus',
      overrideId: null,
    });
  });
  it('is charged when the bonus ends before the booking starts', () => {
    const providerBonus = {
      startsAt: at('2026-02-20T00:00:00Z'),
      endsAt: at('2026-03-10T11:29:59Z'),
    };
    expect(providerCommissionRate({ ...base, providerBonus }).rate).toBe(0.08);
  });
});

describe('ownerCommissionRate', () => {
  it('is the settings rate, 10% by default', () => {
    expect(
      ownerCommissionRate({
        settings: DEFAULT_COMMISSION_SETTINGS,
        ownerBonus: null,
        bookingStartsAt,
      }),
    ).toEqual({ rate: 0.1, source: 'settings' });
    expect(
      ownerCommissionRate({
        settings: { ownerRate: 0.125, providerRates: {} },
        ownerBonus: null,
        bookingStartsAt,
      }),
    ).toEqual({
      rate: 0.125,
      source: 'settings',
    });
  });
  it('falls back to 10% when the stored rate is unusable', () => {
    expect(
      ownerCommissionRate({
        settings: { ownerRate: Number.NaN, providerRates: {} },
        ownerBonus: null,
        bookingStartsAt,
      }),
    ).toEqual({
      rate: 0.1,
      source: 'default',
    });
  });
  it('is 0 while the owner has a referral bonus in force for the booking', () => {
    const ownerBonus = { startsAt: at('2026-03-01T00:00:00Z'), endsAt: at('2026-03-31T00:00:00Z') };
    expect(
      ownerCommissionRate({ settings: DEFAULT_COMMISSION_SETTINGS, ownerBonus, bookingStartsAt }),
    ).toEqual({ rate: 0, source: 'referral_bonus' });
    expect(
      ownerCommissionRate({
        settings: DEFAULT_COMMISSION_SETTINGS,
        ownerBonus,
        bookingStartsAt: at('2026-04-02T00:00:00Z'),
      }).rate,
    ).toBe(0.1);
  });
});
