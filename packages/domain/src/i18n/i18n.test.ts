import { describe, expect, it, vi } from 'vitest';

import { LOCALES } from './locale.ts';
import { NAMESPACES, resources } from './resources.ts';
import { interpolate, translate } from './translate.ts';

const keyPaths = (node: unknown, prefix = ''): string[] => {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
};

// A format (`{{price, ablative}}`) is how one language writes the value, not another value.
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('tr and en have exactly the same keys in every namespace', () => {
    expect(Object.keys(resources.en).sort()).toEqual([...NAMESPACES].sort());
    for (const ns of NAMESPACES) {
      expect(keyPaths(resources.en[ns]).sort(), ns).toEqual(keyPaths(resources.tr[ns]).sort());
    }
  });
  it('use the same placeholders in both languages', () => {
    for (const ns of NAMESPACES) {
      for (const path of keyPaths(resources.tr[ns])) {
        const get = (locale: (typeof LOCALES)[number]) =>
          path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], resources[locale][ns]);
        const tr = get('tr');
        const en = get('en');
        if (typeof tr === 'string' && typeof en === 'string') {
          expect(placeholders(en), `${ns}:${path}`).toEqual(placeholders(tr));
        }
      }
    }
  });
  it('have no empty messages', () => {
    for (const locale of LOCALES) {
      for (const ns of NAMESPACES) {
        for (const path of keyPaths(resources[locale][ns])) {
          const value = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], resources[locale][ns]);
          expect(typeof value === 'string' && value.trim() !== '', `${locale} ${ns}:${path}`).toBe(true);
        }
      }
    }
  });
});

describe('translate (server side)', () => {
  it('interpolates parameters', () => {
    expect(translate('tr', 'auth:register.passwordTooShort', { minLength: 8 })).toBe('Şifre en az 8 karakter olmalıdır.');
    expect(translate('en', 'auth:register.passwordTooShort', { minLength: 8 })).toBe(
      'The password must be at least 8 characters.',
    );
  });
  it('writes the Turkish suffix a number takes where the message names a case', () => {
    const lira = (price: string) => translate('tr', 'catalog:priceFrom', { price, unit: 'gün' });
    expect(lira('₺160')).toBe("₺160'tan başlayan / gün");
    expect(lira('₺250')).toBe("₺250'den başlayan / gün");
    expect(lira('₺100')).toBe("₺100'den başlayan / gün");
    expect(translate('en', 'catalog:priceFrom', { price: '₺160', unit: 'day' })).toBe(
      'from ₺160 / day',
    );
    expect(interpolate('{{n, dative}} ve {{n, ablative}}', { n: 6 })).toBe("6'ya ve 6'dan");
    expect(interpolate('{{n, unknown}}', { n: 6 })).toBe('6');
  });
  it('reports a missing key and falls back to the key itself', () => {
    const onMissing = vi.fn();
    expect(translate('en', 'auth:does.not.exist', undefined, onMissing)).toBe('auth:does.not.exist');
    expect(onMissing).toHaveBeenCalledWith('auth:does.not.exist', 'en');
  });
});
