import { describe, expect, it } from 'vitest';

import { ageFromBirthdate, isIsoDate, isoDateOf, petAge } from './pet-age.ts';

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2020-01-31')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
  it('refuses other shapes and dates that do not exist', () => {
    for (const value of [
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-1-5',
      '05.01.2024',
      '',
      '2024-01-01T00:00:00Z',
    ]) {
      expect(isIsoDate(value), value).toBe(false);
    }
  });
});

describe('ageFromBirthdate (whole years)', () => {
  it('counts whole years, one less while the birthday is ahead', () => {
    expect(ageFromBirthdate('2020-06-15', '2024-06-14')).toBe(3);
    expect(ageFromBirthdate('2020-06-15', '2024-06-15')).toBe(4);
    expect(ageFromBirthdate('2020-06-15', '2024-12-31')).toBe(4);
    expect(ageFromBirthdate('2020-12-31', '2021-01-01')).toBe(0);
  });
  it('is 0 in the first year and on the day of birth', () => {
    expect(ageFromBirthdate('2024-03-01', '2024-03-01')).toBe(0);
    expect(ageFromBirthdate('2024-03-01', '2025-02-28')).toBe(0);
  });
  it('counts a 29 February birthday as reached on 1 March of a common year', () => {
    expect(ageFromBirthdate('2020-02-29', '2021-02-28')).toBe(0);
    expect(ageFromBirthdate('2020-02-29', '2021-03-01')).toBe(1);
    expect(ageFromBirthdate('2020-02-29', '2024-02-29')).toBe(4);
  });
  it('never goes negative', () => {
    expect(ageFromBirthdate('2030-01-01', '2024-01-01')).toBe(0);
  });
  it('throws on a malformed date', () => {
    expect(() => ageFromBirthdate('01.01.2020', '2024-01-01')).toThrow(RangeError);
    expect(() => ageFromBirthdate('2020-01-01', 'today')).toThrow(RangeError);
  });
});

describe('petAge', () => {
  it('derives the age from the birthdate when known, ignoring a stored age', () => {
    expect(petAge({ birthdate: '2019-05-10', ageYears: 1 }, '2024-05-09')).toBe(4);
  });
  it('uses the given age without a birthdate', () => {
    expect(petAge({ birthdate: null, ageYears: 7 }, '2024-05-09')).toBe(7);
    expect(petAge({ birthdate: null, ageYears: 0 }, '2024-05-09')).toBe(0);
  });
  it('is null when neither is stored', () => {
    expect(petAge({ birthdate: null, ageYears: null }, '2024-05-09')).toBeNull();
  });
});

describe('isoDateOf', () => {
  it("reads the calendar date in Istanbul by default (UTC+3, so it turns earlier than UTC's)", () => {
    expect(isoDateOf(new Date('2024-06-14T21:30:00Z'))).toBe('2024-06-15');
    expect(isoDateOf(new Date('2024-06-14T20:59:59Z'))).toBe('2024-06-14');
  });
  it('takes another time zone', () => {
    expect(isoDateOf(new Date('2024-06-14T21:30:00Z'), 'UTC')).toBe('2024-06-14');
    expect(isoDateOf(new Date('2024-01-01T02:00:00Z'), 'America/New_York')).toBe('2023-12-31');
  });
});
