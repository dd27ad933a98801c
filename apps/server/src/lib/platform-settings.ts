import { DEFAULT_LOCALE, isLocale, type Locale } from '@patili/domain/i18n';
import { normalizeTurkishIban } from '@patili/domain/payments';
import { PLATFORM_SETTING_KEYS } from '@patili/domain/settings';
import { eq } from 'drizzle-orm';

import type { Db } from '../db/client.ts';
import { platformSetting } from '../db/schema/index.ts';

/**
 * Readers of `platform_setting` that other features share. The settings
 * feature is its writer; a missing or unreadable value keeps its default.
 */

const readSetting = async (db: Db, key: string): Promise<unknown> => {
  const [row] = await db.select({ value: platformSetting.value }).from(platformSetting).where(eq(platformSetting.key, key)).limit(1);
  return row?.value;
};

/** The platform's IBAN in electronic form (`TR33…`), or null before an admin sets one. */
export const readPlatformIban = async (db: Db): Promise<string | null> => {
  const value = await readSetting(db, PLATFORM_SETTING_KEYS.iban);
  return typeof value === 'string' ? normalizeTurkishIban(value) : null;
};

/** The language of signed-out visitors and new accounts: Turkish until an admin chooses. */
export const readDefaultLocale = async (db: Db): Promise<Locale> => {
  const value = await readSetting(db, PLATFORM_SETTING_KEYS.defaultLocale);
  return isLocale(value) ? value : DEFAULT_LOCALE;
};
