import { DEFAULT_LOCALE, isLocale, type Locale } from '@patili/domain/i18n';
import { MESSAGE_DEFAULTS } from '@patili/domain/shared';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Catalogue } from './catalogues/by-namespace';
import { catalogue as firstTurkish } from './catalogues/tr-first';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** The stored language, or Turkish, the default: the choice is kept in browser storage. */
export const initialLocale = (): Locale => {
  const stored = readStored('local', STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

const applyDocumentLanguage = (locale: string) => {
  document.documentElement.lang = locale;
};

/**
 * Each language's whole catalogue, every `locales/<locale>/*.json` of the domain, so a namespace
 * is found by its file alone. Fetched once; the Turkish chunk carries only what the entry does not
 * (`catalogues/tr.ts`).
 */
const CATALOGUES: Record<Locale, () => Promise<{ catalogue: Catalogue }>> = {
  tr: () => import('./catalogues/tr'),
  en: () => import('./catalogues/en'),
};

/**
 * i18next's loader for what is not bundled: the first page carries only its own namespaces, in
 * Turkish. The rest is fetched by `loadAllMessages` (every other screen waits for it), and English
 * the first time it is chosen or found in storage.
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    if (!isLocale(language)) {
      callback(`no messages for ${language}`, false);
      return;
    }
    CATALOGUES[language]()
      .then(({ catalogue }) => {
        const messages = catalogue[namespace];
        callback(messages ? null : `no messages for ${language}:${namespace}`, messages ?? false);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error.message : String(error), false));
  },
};

/** One i18next instance for the app, fed by the shared catalogue in @patili/domain. */
export const i18n = i18next.createInstance();

/** Resolves once the starting language's messages are in (at once for Turkish). */
export const i18nReady = i18n.use(lazyCatalogues).use(initReactI18next).init({
  resources: { tr: firstTurkish },
  partialBundledLanguages: true,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['tr', 'en'],
  ns: Object.keys(firstTurkish),
  defaultNS: 'common',
  nsSeparator: ':',
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: MESSAGE_DEFAULTS },
  // A missing key logs a warning and falls back to the default text or the key.
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key) => {
    // eslint-disable-next-line no-console -- the one place a missing translation is reported
    console.warn(`[i18n] missing translation ${namespace}:${key} (${languages.join(', ')})`);
  },
  react: { useSuspense: false },
});

/** True while the platform's default language is being applied: it is not the visitor's own choice, so it is not stored. */
let applyingPlatformDefault = false;

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', (locale) => {
  applyDocumentLanguage(locale);
  if (!applyingPlatformDefault) writeStored('local', STORAGE_KEYS.locale, locale);
});

// A language chosen in another tab of this browser (its switch stores it) is followed here too,
// so two open tabs never speak different languages; that tab already told the account.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEYS.locale || !isLocale(event.newValue) || event.newValue === i18n.language) return;
  void i18n.changeLanguage(event.newValue);
});

/**
 * What the server's public config says about messages and language: the values the bound messages name (`{{sitterPriceMin}}` …) become the current
 * bounds, and a visitor who never chose a language gets the platform's default one, not stored,
 * so a later change of the default reaches them too.
 */
export const applyServerMessageSettings = (settings: { defaultLocale: Locale; messageDefaults: Record<string, number> }) => {
  // i18next reads its options object at every translation, so the new values apply at once.
  if (i18n.options.interpolation) i18n.options.interpolation.defaultVariables = { ...MESSAGE_DEFAULTS, ...settings.messageDefaults };
  if (isLocale(readStored('local', STORAGE_KEYS.locale)) || i18n.language === settings.defaultLocale) return;
  applyingPlatformDefault = true;
  void i18n.changeLanguage(settings.defaultLocale).finally(() => {
    applyingPlatformDefault = false;
  });
};

/** Every namespace in the current language: screens past the first pages wait for it (`app/screens.ts`). */
let numberFormats: Promise<void> | undefined;

/**
 * The Turkish catalogue writes the suffix after a number as a format named by its case
 * (`{{price, ablative}}` → `₺160'tan`), read by how the number is said aloud; the server's
 * `translate` reads the same formats. No message of the welcome and login pages has one, so the
 * formatters come with the other screens' messages, off the first load.
 */
const loadNumberFormats = () =>
  (numberFormats ??= import('@patili/domain/grammar').then(({ GRAMMATICAL_CASES, withNumberSuffix }) => {
    for (const grammaticalCase of GRAMMATICAL_CASES) {
      i18n.services.formatter?.add(grammaticalCase, (value: unknown) =>
        withNumberSuffix(String(value), grammaticalCase, typeof value === 'number' ? value : String(value)),
      );
    }
  }));

export const loadAllMessages = async () => {
  const [{ catalogue }] = await Promise.all([CATALOGUES[currentLocale()](), loadNumberFormats()]);
  await i18n.loadNamespaces(Object.keys(catalogue));
};

export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
