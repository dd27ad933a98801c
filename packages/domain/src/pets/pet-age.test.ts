import { describe, expect, it } from 'vitest';

import { ageFromBirthdate, petAge } from './pet-age.ts';

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

