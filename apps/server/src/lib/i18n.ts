import { DEFAULT_LOCALE, isLocale, translate, type Locale, type MessageKey, type TranslateParams } from '@patili/domain/i18n';
import { MESSAGE_DEFAULTS } from '@patili/domain/shared';

import { logger } from './logger.ts';

/** The request's language: the UI sends Accept-Language with its current locale. */
export const localeFromHeader = (header: string | null | undefined): Locale => {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
};

/** Server-side translation with the shared defaults (`{{minLength}}` …); missing keys are logged. */
export const t = (locale: Locale, key: MessageKey, params?: TranslateParams): string =>
  translate(locale, key, { ...MESSAGE_DEFAULTS, ...params }, (missing, lang) =>
    logger.warn(`missing translation ${missing} (${lang})`),
  );
