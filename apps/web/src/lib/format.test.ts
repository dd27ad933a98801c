import { describe, expect, it } from 'vitest';

import {
  formatCalendarDate,
  formatDashboardNumber,
  formatFileSize,
  formatIstanbulDate,
  formatNumber,
  formatRating,
  formatRatingAverage,
  initialsOf,
  intlLocale,
} from './format';

describe('formats in the interface language', () => {
  it('map Turkish to tr-TR and English to en-GB', () => {
    expect(intlLocale('tr')).toBe('tr-TR');
    expect(intlLocale('en')).toBe('en-GB');
  });

  it('write numbers the language way, dashboard counts always the Turkish way', () => {
    expect(formatNumber(1.25, 'tr', { maximumFractionDigits: 1 })).toBe('1,3');
    expect(formatNumber(1.25, 'en', { maximumFractionDigits: 1 })).toBe('1.3');
    expect(formatDashboardNumber(12500)).toBe('12.500');
  });

  it('write a rating with one decimal and one separator, out of a whole 5', () => {
    expect(formatRating(4.7, 'tr')).toBe('4,7/5');
    expect(formatRating(4.7, 'en')).toBe('4.7/5');
    expect(formatRating(5, 'tr')).toBe('5,0/5');
    expect(formatRating(5, 'en')).toBe('5.0/5');
    expect(formatRating(4.25, 'tr')).toBe('4,3/5');
    expect(formatRatingAverage(4.5, 'tr')).toBe('4,5');
    expect(formatRatingAverage(4, 'en')).toBe('4.0');
  });

  it('read a calendar date as a local day and leave anything else as it is', () => {
    expect(formatCalendarDate('2024-03-15', 'en')).toBe('15 Mar 2024');
    expect(formatCalendarDate('2024-03-15', 'tr', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('15 Mart 2024');
    expect(formatCalendarDate('yakında', 'tr')).toBe('yakında');
  });
});

describe('initials', () => {
  it('take two words, upper-cased the Turkish way', () => {
    expect(initialsOf('ilker  şahin yılmaz')).toBe('İŞ');
  });

  it('skip titles only when asked', () => {
    expect(initialsOf('Dr. Ayşe Kaya', { skipTitles: true })).toBe('AK');
    expect(initialsOf('Dr. Ayşe Kaya')).toBe('DA');
  });

  it('date a moment by the Istanbul day it fell on, whatever the browser zone', () => {
    expect(formatIstanbulDate('2026-12-03T09:00:00.000Z', 'tr')).toBe('3 Ara 2026');
    expect(formatIstanbulDate('2026-12-03T09:00:00.000Z', 'en')).toBe('3 Dec 2026');
    // 22:30 in UTC is already the next day in Istanbul.
    expect(formatIstanbulDate('2026-12-07T22:30:00.000Z', 'tr')).toBe('8 Ara 2026');
  });

  it('write a file size in the largest unit that keeps it at 1 or more', () => {
    expect(formatFileSize(512, 'tr')).toBe('512 bayt');
    expect(formatFileSize(1536, 'tr')).toBe('1,5 kB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'tr')).toBe('2,4 MB');
    expect(formatFileSize(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB');
    expect(formatFileSize(3 * 1024 ** 4, 'en')).toBe('3,072 GB');
  });
});
