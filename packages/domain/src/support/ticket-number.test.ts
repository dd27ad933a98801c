import { describe, expect, it } from 'vitest';

import {
  findTicketNumber,
  formatTicketNumber,
  parseTicketNumber,
  TICKET_NUMBER_MAX,
} from './ticket-number.ts';

describe('formatTicketNumber', () => {
  it.each([
    [1, 'DT-000001'],
    [2, 'DT-000002'],
    [123, 'DT-000123'],
    [999_999, 'DT-999999'],
    [1_000_000, 'DT-1000000'],
    [TICKET_NUMBER_MAX, 'DT-2147483647'],
  ])('writes %i as %s', (number, shown) => {
    expect(formatTicketNumber(number)).toBe(shown);
  });
});

describe('parseTicketNumber', () => {
  it.each([
    ['DT-000123', 123],
    ['dt-123', 123],
    ['Dt-0123', 123],
    ['DT123', 123],
    ['DT 000123', 123],
    ['  DT - 000 123  ', 123],
    ['#123', 123],
    ['# 123', 123],
    ['#DT-000123', 123],
    ['123', 123],
    ['000123', 123],
    [' 2 ', 2],
    ['DT-1000000', 1_000_000],
    [String(TICKET_NUMBER_MAX), TICKET_NUMBER_MAX],
  ])('reads %j as %i', (typed, number) => {
    expect(parseTicketNumber(typed)).toBe(number);
  });

  it.each([
    [''],
    ['DT-'],
    ['#'],
    ['0'],
    ['DT-000000'],
    ['-5'],
    ['12a'],
    ['1.5'],
    ['DX-000123'],
    ['DT--123'],
    ['0190a1b2-0'],
    ['０１２'],
    [String(TICKET_NUMBER_MAX + 1)],
    ['9'.repeat(20)],
  ])('reads %j as no number', (typed) => {
    expect(parseTicketNumber(typed)).toBeNull();
  });

  it('reads back every number it writes', () => {
    for (const number of [1, 7, 42, 123_456, 1_000_001, TICKET_NUMBER_MAX]) {
      expect(parseTicketNumber(formatTicketNumber(number))).toBe(number);
    }
  });
});

describe('findTicketNumber', () => {
  it.each([
    ["Talep DT-000002'ye yanıt: Tamam", 2, true, 'DT-000002'],
    ['reply to ticket dt-2: ok', 2, true, 'dt-2'],
    ['close ticket #15', 15, true, '#15'],
    ['talep # 15 kapat', 15, true, '# 15'],
    ['talep DT 000015 kapat', 15, true, 'DT 000015'],
    ['2 numaralı talebi kapat', 2, false, '2'],
    ["talep 2'yi çözüldü yap", 2, false, '2'],
    ['set ticket 2 to resolved.', 2, false, '2'],
    ['3 gün önce açılan DT-000007 talebini kapat', 7, true, 'DT-000007'],
  ])('finds the number in %j', (text, number, marked, written) => {
    const found = findTicketNumber(text);
    expect(found).toMatchObject({ number, marked });
    expect(text.slice(found!.start, found!.end)).toBe(written);
  });

  it.each([
    ['talebi çözüldü yap'],
    ['0190a1b2-7c3d-7000-8000-000000000001 talebini kapat'],
    ['01234567-89ab-7000-8000-000000000001 talebini kapat'],
    ['talep 0b6e1d1a-5 durumunu kapat'],
    ['1.5 kilo mama'],
    ['v2 sürümü'],
    ['talep 0 kapat'],
    ['ANDT-5 kapat'],
  ])('finds none in %j', (text) => {
    expect(findTicketNumber(text)).toBeNull();
  });
});
