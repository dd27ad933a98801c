import { describe, expect, it } from 'vitest';

import { foldForSearch } from './text.ts';

describe('foldForSearch', () => {
  it('folds Turkish letters and case to plain lower-case Latin', () => {
    expect(foldForSearch('KADIKÖY')).toBe('kadikoy');
    expect(foldForSearch('Kadıköy')).toBe('kadikoy');
    expect(foldForSearch('İstanbul Şişli')).toBe('istanbul sisli');
    expect(foldForSearch('Kâğıthane  Çekmeköy ')).toBe('kagithane cekmekoy');
  });
});
