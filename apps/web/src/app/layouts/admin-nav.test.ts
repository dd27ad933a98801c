import { describe, expect, it } from 'vitest';

import trAdmin from '@patili/domain/locales/tr/admin.json';
import enAdmin from '@patili/domain/locales/en/admin.json';
import { SCREENS } from '../screens';
import { ADMIN_NAV, sortAdminNav } from './admin-nav';

const labelIn = (catalogue: typeof trAdmin) => (key: string) =>
  catalogue.sidebar[key.replace('admin:sidebar.', '') as keyof typeof catalogue.sidebar];

describe('admin sidebar', () => {
  it('has one entry per built admin page, each with a label in both languages and a screen', () => {
    expect(new Set(ADMIN_NAV.map((item) => item.route)).size).toBe(ADMIN_NAV.length);
    // The 22 admin pages of the back office.
    expect(ADMIN_NAV).toHaveLength(22);
    for (const item of ADMIN_NAV) expect(SCREENS[item.route as keyof typeof SCREENS], item.route).toBeDefined();
    for (const item of ADMIN_NAV) {
      expect(labelIn(trAdmin)(item.labelKey), item.labelKey).toBeTruthy();
      expect(labelIn(enAdmin)(item.labelKey), item.labelKey).toBeTruthy();
    }
  });

  it('sorts by label with Turkish collation in Turkish (Ç after C, İ after I, Ş after S)', () => {
    const labels = sortAdminNav(ADMIN_NAV, labelIn(trAdmin), 'tr').map((entry) => entry.label);
    expect(labels[0]).toBe('Bakıcı performansı');
    // İ sorts after I, and ş after s: İstatistikler < İşaretlenen… < İşlem… < Kayıp…
    expect(labels.indexOf('Davetler')).toBeLessThan(labels.indexOf('Destek talepleri'));
    expect(labels.indexOf('Gösterge paneli')).toBeLessThan(labels.indexOf('İstatistikler'));
    expect(labels.indexOf('İstatistikler')).toBeLessThan(labels.indexOf('İşaretlenen mesajlar'));
    expect(labels.indexOf('İşaretlenen mesajlar')).toBeLessThan(labels.indexOf('İşlem kayıtları'));
    expect(labels.indexOf('İşlem kayıtları')).toBeLessThan(labels.indexOf('Kayıp-bulunan eşleşmeleri'));
    expect(labels.at(-1)).toBe('Veteriner performansı');
    expect([...labels].sort(new Intl.Collator('tr').compare)).toEqual(labels);
  });

  it('sorts by the English labels in English', () => {
    const labels = sortAdminNav(ADMIN_NAV, labelIn(enAdmin), 'en').map((entry) => entry.label);
    expect(labels[0]).toBe('Action logs');
    expect(labels.at(-1)).toBe('Write an expert article');
  });
});
