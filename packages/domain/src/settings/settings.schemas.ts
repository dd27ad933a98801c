import { z } from 'zod';

import { EMAIL_PATTERN } from '../auth/auth.schemas.ts';
import { msg } from '../i18n/translate.ts';
import { LOCALES } from '../i18n/locale.ts';
import { normalizeTurkishIban } from '../payments/iban.ts';
import { hasAtMostDecimals, PRICE_INPUT_MAX_LIRA, readNumberInput, serviceTypeViewSchema } from '../pricing/pricing.schemas.ts';
import { pageQuerySchema, pageSchemaOf } from '../shared/pagination.ts';

/**
 * Platform settings (the settings page: the admin list, add admin, add service type, the
 * Turkish IBAN format): the platform IBAN owners transfer to, the admins, the
 * default language of signed-out visitors and new accounts, and the service types.
 */

/** The `platform_setting` keys this feature writes (values: the IBAN's electronic string; `'tr' | 'en'`). */
export const PLATFORM_SETTING_KEYS = { iban: 'iban', defaultLocale: 'default_locale' } as const;

const required = msg('settings:errors.required');

/** `PUT /api/admin/settings/iban`: a Turkish IBAN, typed with or without spaces; stored electronic. */
export const ibanInputSchema = z.object({
  iban: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(64, { error: msg('settings:errors.invalidIban') })
    .refine((value) => normalizeTurkishIban(value) !== null, { error: msg('settings:errors.invalidIban') })
    .transform((value) => normalizeTurkishIban(value) ?? value),
});
export type IbanInput = z.input<typeof ibanInputSchema>;

/** `POST /api/admin/settings/admins`: an e-mail, '' → 'Bu alan zorunludur.', else its shape. */
export const adminEmailInputSchema = z.object({
  email: z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(254, { error: msg('settings:errors.invalidEmail') })
    .regex(EMAIL_PATTERN, { error: msg('settings:errors.invalidEmail') })
    .transform((value) => value.toLowerCase()),
});
export type AdminEmailInput = z.input<typeof adminEmailInputSchema>;

/** `PUT /api/admin/settings/default-locale`. */
export const defaultLocaleInputSchema = z.object({
  locale: z.enum(LOCALES, { error: msg('errors:invalidValue') }),
});

export const SERVICE_TYPE_NAME_MAX = 60;
const invalidServiceType = msg('settings:errors.invalidServiceType');

/**
 * `POST /api/admin/settings/service-types`: a name (trimmed, inner spaces collapsed) and a price of
 * at least 0 lira, else 'Lütfen hizmet adı ve geçerli bir fiyat girin.'
 */
export const serviceTypeInputSchema = z.object({
  name: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value),
    z
      .string({ error: invalidServiceType })
      .min(1, { error: invalidServiceType })
      .max(SERVICE_TYPE_NAME_MAX, { error: msg('settings:errors.serviceTypeNameTooLong') }),
  ),
  price: z.preprocess(
    readNumberInput,
    z
      .number({ error: invalidServiceType })
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= PRICE_INPUT_MAX_LIRA && hasAtMostDecimals(value, 2), {
        error: invalidServiceType,
      }),
  ),
});
export type ServiceTypeInput = z.input<typeof serviceTypeInputSchema>;

/** `GET /api/admin/settings`: the single values of the page. */
export const platformSettingsSchema = z.object({
  /** Electronic (`TR33…`), or null before an admin sets it. */
  iban: z.string().nullable(),
  defaultLocale: z.enum(LOCALES),
  /** The protected default admin (ADMIN_EMAIL), who cannot be removed. */
  defaultAdminEmail: z.string(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const adminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isDefault: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountPageSchema = pageSchemaOf(adminAccountSchema);
export type AdminAccountPage = z.infer<typeof adminAccountPageSchema>;

export const serviceTypePageSchema = pageSchemaOf(serviceTypeViewSchema);
export type ServiceTypePage = z.infer<typeof serviceTypePageSchema>;

export const SETTINGS_PAGE_SIZE = 20;
/** `?page=&pageSize=` of the admin and service-type lists. */
export const settingsListQuerySchema = pageQuerySchema({ pageSize: SETTINGS_PAGE_SIZE, maxPageSize: 100 });
