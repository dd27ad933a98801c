import { afterEach, describe, expect, it, vi } from 'vitest';

import { i18n } from './i18n';

describe('web translations', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('start in Turkish and follow the language in the document', async () => {
    await i18n.changeLanguage('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(i18n.t('auth:login.tooFast')).toBe('Form çok hızlı gönderildi. Lütfen tekrar deneyin.');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('patili.locale')).toBe('en');
    expect(i18n.t('auth:login.title')).toBe('Log in');
  });

  it('follow a language chosen in another tab, and only a known one', async () => {
    await i18n.changeLanguage('tr');
    const storedElsewhere = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
    storedElsewhere('patili.locale', 'fr');
    storedElsewhere('patili.roleChoice', 'en');
    expect(i18n.language).toBe('tr');
    storedElsewhere('patili.locale', 'en');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(i18n.t('auth:login.title')).toBe('Log in');
  });

  it('fill the password minimum into validation messages', async () => {
    await i18n.changeLanguage('tr');
    expect(i18n.t('auth:register.passwordTooShort')).toBe('Şifre en az 8 karakter olmalıdır.');
  });

  it('warn about a missing key and fall back to the default text or the key', async () => {
    await i18n.changeLanguage('tr');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(i18n.t('auth:no.such.key')).toBe('no.such.key');
    expect(i18n.t('auth:no.such.other', { defaultValue: 'Yedek metin' })).toBe('Yedek metin');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('auth:no.such.key'));
  });
});
