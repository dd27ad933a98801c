import { describe, expect, it } from 'vitest';

import { formatKurus } from './money.ts';

describe('formatKurus', () => {
  it('shows a whole amount without kuruş and a part of a lira with two digits', () => {
    expect(formatKurus(15000, 'tr')).toBe('₺150');
    expect(formatKurus(15050, 'tr')).toBe('₺150,50');
    expect(formatKurus(15005, 'tr')).toBe('₺150,05');
    expect(formatKurus(0, 'tr')).toBe('₺0');
  });

  it('groups thousands the language way and keeps the lira sign in English', () => {
    expect(formatKurus(125000, 'tr')).toBe('₺1.250');
    expect(formatKurus(123450, 'tr')).toBe('₺1.234,50');
    expect(formatKurus(125000, 'en')).toBe('₺1,250');
    expect(formatKurus(123450, 'en')).toBe('₺1,234.50');
  });

  it('signs a negative amount', () => {
    expect(formatKurus(-2400, 'tr')).toBe('-₺24');
  });
});
