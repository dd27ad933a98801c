/**
 * Money is kept in kuruş (integer hundredths of a lira) and shown as Turkish lira in both
 * languages (DESIGN.md "currency display"). The API speaks lira with at most two decimals.
 */
export const toKurus = (lira: number): number => Math.round(lira * 100);

export const toLira = (kurus: number): number => kurus / 100;

/** Rounds half up to two decimals (DESIGN.md "rounding"). */
export const roundLira = (lira: number): number => Math.round((lira + Number.EPSILON) * 100) / 100;

/**
 * Lira formatted for a locale, e.g. `₺1.250,00` (tr) or `₺1,250.00` (en): the lira sign in both
 * (English's own display would be the code, `TRY 1,250.00`, which reads as a foreign currency).
 */
export const formatLira = (lira: number, locale: string, fractionDigits = 2): string =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(lira);
