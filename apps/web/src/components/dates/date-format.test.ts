import { describe, expect, it } from 'vitest';

import { calendarAriaLabels, DATE_LOCALES, dateLocaleOf, formatDateText, isWithin, parseDateText } from './date-format';

const { tr, en } = DATE_LOCALES;

describe('parseDateText', () => {
  it.each([
    ['23.11.2026', '2026-11-23'],
    ['3.4.2026', '2026-04-03'],
    ['23/11/2026', '2026-11-23'],
    ['23-11-2026', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    [' 2026-1-5 ', '2026-01-05'],
    ['23 Kasım 2026', '2026-11-23'],
    ['23 kas 2026', '2026-11-23'],
    ['29.02.2024', '2024-02-29'],
  ])('reads %j in Turkish as %s', (text, iso) => {
    expect(parseDateText(text, tr)).toBe(iso);
  });

  it.each([
    ['23 Nov 2026', '2026-11-23'],
    ['23 November 2026', '2026-11-23'],
    ['23 nov. 2026', '2026-11-23'],
    ['03/04/2026', '2026-04-03'],
    ['2026-11-23', '2026-11-23'],
  ])('reads %j in English as %s (day first, as British English)', (text, iso) => {
    expect(parseDateText(text, en)).toBe(iso);
  });

  it.each(['', '23.11.202', '23.11', '30.02.2026', '29.02.2025', '11/23/2026', '0.1.2026', '23 Foo 2026', 'yarın'])(
    'is null for %j (not a whole, real date)',
    (text) => {
      expect(parseDateText(text, tr)).toBeNull();
    },
  );
});

describe('formatDateText', () => {
  it('shows 23.11.2026 in Turkish and 23 Nov 2026 in English', () => {
    expect(formatDateText('2026-11-23', tr)).toBe('23.11.2026');
    expect(formatDateText('2026-11-23', en)).toBe('23 Nov 2026');
  });

  it('reads back what it shows', () => {
    for (const locale of [tr, en]) {
      for (const iso of ['2026-01-01', '2026-05-31', '2026-09-09', '2026-12-31']) {
        expect(parseDateText(formatDateText(iso, locale), locale)).toBe(iso);
      }
    }
  });
});

describe('date locales', () => {
  it('start the week on Monday and fall back to Turkish', () => {
    expect(tr.firstDayOfWeek).toBe(1);
    expect(en.firstDayOfWeek).toBe(1);
    expect(dateLocaleOf('de')).toBe(tr);
    expect(dateLocaleOf('en')).toBe(en);
  });

  it('name the calendar arrows in the language', () => {
    expect(calendarAriaLabels(tr)).toMatchObject({ nextMonth: 'gelecek ay', previousMonth: 'geçen ay', nextYear: 'gelecek yıl' });
    expect(calendarAriaLabels(en)).toMatchObject({ nextMonth: 'next month', previousMonth: 'last month', nextDecade: 'in 10 years' });
  });
});

describe('isWithin', () => {
  it('compares calendar dates with either end optional', () => {
    expect(isWithin('2026-11-23', {})).toBe(true);
    expect(isWithin('2026-11-23', { min: '2026-11-23', max: '2026-11-23' })).toBe(true);
    expect(isWithin('2026-11-22', { min: '2026-11-23' })).toBe(false);
    expect(isWithin('2026-11-24', { max: '2026-11-23' })).toBe(false);
  });
});
