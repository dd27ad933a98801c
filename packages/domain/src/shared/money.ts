/**
 * Money is kept in kuruş (integer hundredths of a lira) and shown as Turkish lira in both
 * languages. The API speaks lira with at most two decimals.
 */
export const toKurus = (lira: number): number => Math.round(lira * 100);

export const toLira = (kurus: number): number => kurus / 100;

/** Rounds half up to two decimals. */
export const roundLira = (lira: number): number => Math.round((lira + Number.EPSILON) * 100) / 100;

/**
 * An amount in kuruş as every screen, notification and log line shows it: the lira sign in both
 * languages (English's own display would be the code, `TRY 1,250`, which reads as a foreign
 * currency), the language's grouping, and kuruş only when there are some, then always two digits:
 * `₺150`, `₺1.250`, `₺150,50` (tr); `₺1,250`, `₺150.50` (en). A whole amount never shows `,00`.
 */
export const formatKurus = (kurus: number, locale: string): string => {
  const fractionDigits = kurus % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(toLira(kurus));
};
