import { MESSAGE_DEFAULTS } from '@patili/domain/auth';
import { DEFAULT_LOCALE, isLocale, NAMESPACES, resources, type Locale } from '@patili/domain/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The stored language, or Turkish (spec §9: default tr, kept in browser storage). */
export const initialLocale = (): Locale => {
  const stored = readStored('local', STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

const applyDocumentLanguage = (locale: string) => {
  document.documentElement.lang = locale;
};

/** One i18next instance for the app, fed by the shared catalogue in @patili/domain. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['tr', 'en'],
  ns: NAMESPACES,
  defaultNS: 'common',
  nsSeparator: ':',
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: MESSAGE_DEFAULTS },
  // Spec 2 §8: a missing key logs a warning and falls back to the default text or the key.
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    // eslint-disable-next-line no-console -- the one place a missing translation is reported
    console.warn(`[i18n] missing translation ${namespace}:${key} (${languages.join(', ')})`);
  },
  react: { useSuspense: false },
});

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', (locale) => {
  applyDocumentLanguage(locale);
  writeStored('local', STORAGE_KEYS.locale, locale);
});

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
