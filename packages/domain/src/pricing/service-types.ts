import { LOCALES } from '../i18n/locale.ts';
import { lookupMessage } from '../i18n/translate.ts';
import { isServiceKey, SERVICE_KEYS } from '../catalog/catalog.ts';
import { foldForSearch } from '../shared/text.ts';

/**
 * Service type names as the duplicate check of "add service type" compares them ('Bu
 * hizmet türü zaten mevcut.'): Turkish-folded, so case, dotted and dotless i and accents do not
 * make a new type. Reads the catalogue, so it stays out of the schemas the web bundles.
 */
export const foldServiceTypeName = (name: string): string => foldForSearch(name);

/** A catalogue service's names in every language, folded: `cat_care` → `kedi bakimi`, `cat care`. */
export const catalogueServiceNames = (key: string): string[] =>
  isServiceKey(key) ? LOCALES.flatMap((locale) => lookupMessage(locale, `catalog:${key}`) ?? []).map(foldForSearch) : [];

/** Every catalogue service's folded names with its key, for a name typed by the admin. */
export const catalogueServiceNamed = (name: string): string | null => {
  const folded = foldForSearch(name);
  return SERVICE_KEYS.find((key) => key === name.trim() || catalogueServiceNames(key).includes(folded)) ?? null;
};
