import { describe, expect, it } from 'vitest';

import { schemaErrors } from '../i18n/schema-errors.ts';
import { commissionRuleInputSchema, ruleDates, ruleInForce, ruleWindow } from './commission-rules.ts';
import {
  commissionRateInputSchema,
  percentToRate,
  priceBoundInputSchema,
  rateToPercent,
  servicePriceInputSchema,
} from './pricing.schemas.ts';
import { catalogueServiceNamed, foldServiceTypeName } from './service-types.ts';

describe('price bounds (updating the price limits)', () => {
  it("takes numbers (typed too), min ≥ 0 and max ≥ min, else 'Geçersiz min/max değerleri.'", () => {
    expect(priceBoundInputSchema.parse({ min: '50', max: '1000,5' })).toEqual({ min: 50, max: 1000.5 });
    expect(priceBoundInputSchema.parse({ min: 0, max: 0 })).toEqual({ min: 0, max: 0 });
    const invalid = 'Geçersiz min/max değerleri.';
    expect(schemaErrors(priceBoundInputSchema, { min: -1, max: 10 })).toEqual({ min: invalid });
    expect(schemaErrors(priceBoundInputSchema, { min: 20, max: 10 })).toEqual({ max: invalid });
    expect(schemaErrors(priceBoundInputSchema, { min: 'a', max: '' })).toEqual({ min: invalid, max: invalid });
    expect(schemaErrors(priceBoundInputSchema, { min: 1.234, max: 2 })).toEqual({ min: invalid });
  });
  it("takes a default price of at least 0, else 'Geçersiz fiyat değeri.'", () => {
    expect(servicePriceInputSchema.parse({ price: '0' })).toEqual({ price: 0 });
    expect(schemaErrors(servicePriceInputSchema, { price: -0.01 })).toEqual({ price: 'Geçersiz fiyat değeri.' });
    expect(schemaErrors(servicePriceInputSchema, { price: Number.NaN })).toEqual({ price: 'Geçersiz fiyat değeri.' });
  });
});

describe('commission percent', () => {
  it('takes 0–100 in steps of 0.1 and stores the exact fraction', () => {
    for (const percent of [0, 0.1, 8, 12.5, 99.9, 100]) expect(commissionRateInputSchema.safeParse({ percent }).success).toBe(true);
    for (const percent of [-0.1, 100.1, 12.34, 'x', null]) {
      expect(schemaErrors(commissionRateInputSchema, { percent })).toEqual({ percent: 'Geçersiz komisyon oranı (0-100 arası olmalı).' });
    }
    expect(percentToRate(12.5)).toBe(0.125);
    expect(percentToRate(0.1)).toBe(0.001);
    expect(percentToRate(14.3)).toBe(0.143);
    expect(rateToPercent(0.143)).toBe(14.3);
    expect(rateToPercent(0.08)).toBe(8);
  });
});

describe('commission rule', () => {
  it('needs identifier, rate and start date; the end is optional and not before the start', () => {
    expect(schemaErrors(commissionRuleInputSchema, { type: 'role' })).toEqual({
      identifier: 'Bu alan zorunludur.',
      percent: 'Bu alan zorunludur.',
      startDate: 'Bu alan zorunludur.',
    });
    expect(commissionRuleInputSchema.parse({ type: 'service', identifier: ' cat_care ', percent: '5,5', startDate: '2026-07-01', endDate: '' })).toEqual({
      type: 'service',
      identifier: 'cat_care',
      percent: 5.5,
      startDate: '2026-07-01',
      endDate: null,
      notes: '',
    });
    expect(schemaErrors(commissionRuleInputSchema, { type: 'role', identifier: 'owner', percent: 5, startDate: '2026-07-01', endDate: '2026-06-30' })).toEqual({
      identifier: 'Lütfen listeden bir rol ya da hizmet seçin.',
      endDate: 'Bitiş tarihi başlangıçtan önce olamaz.',
    });
    expect(schemaErrors(commissionRuleInputSchema, { type: 'role', identifier: 'sitter', percent: 5, startDate: '2026-02-30' })).toEqual({ startDate: 'Geçerli bir tarih girin.' });
  });
  it('covers Istanbul days, the end date included, and reads back as the dates entered', () => {
    const window = ruleWindow('2026-07-01', '2026-07-31');
    expect(window.startsAt.toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(window.endsAt?.toISOString()).toBe('2026-07-31T21:00:00.000Z');
    expect(ruleDates(window.startsAt, window.endsAt)).toEqual({ startDate: '2026-07-01', endDate: '2026-07-31' });
    const rule = { isActive: true, ...window };
    expect(ruleInForce(rule, new Date('2026-07-31T20:59:59Z'))).toBe(true);
    expect(ruleInForce(rule, new Date('2026-07-31T21:00:00Z'))).toBe(false);
    expect(ruleInForce({ ...rule, isActive: false }, new Date('2026-07-10T00:00:00Z'))).toBe(false);
  });
});

describe('service type names', () => {
  it('fold case and Turkish letters, and find a catalogue service by its name in any language', () => {
    expect(foldServiceTypeName('  AKVARYUM  Bakımı ')).toBe('akvaryum bakimi');
    expect(catalogueServiceNamed('KEDİ BAKIMI')).toBe('cat_care');
    expect(catalogueServiceNamed('Dog walking')).toBe('dog_walking');
    expect(catalogueServiceNamed('Akvaryum Bakımı')).toBeNull();
  });
});
