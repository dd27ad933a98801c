import type { ProviderRole } from '@patili/domain/access';
import type { ProviderPrice } from '@patili/domain/discovery';
import { serviceLabelKey } from '@patili/domain/providers';
import { formatLira } from '@patili/domain/shared';
import type { TFunction } from 'i18next';

/** Lira without kuruş when whole (`₺150`), with them otherwise (`₺150,50`). */
export const liraText = (lira: number, locale: string) => formatLira(lira, locale, Number.isInteger(lira) ? 0 : 2);

/** `₺150 / saat`, or `₺150'den başlayan / gün` for a sitter's cheapest of several services. */
export const priceText = (t: TFunction, price: ProviderPrice, locale: string) =>
  t(price.from ? 'services:priceFrom' : 'services:pricePer', { price: liraText(price.lira, locale), unit: t(`services:unit.${price.unit}`) });

/** A rating average with one decimal in the locale's way (`4,8` / `4.8`). */
export const ratingNumber = (average: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);

/** A distance in kilometres in the locale's way. */
export const kilometres = (km: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { maximumFractionDigits: 1 }).format(km);

/** A stored service word as a label: known keys translated, the provider's own words as typed. */
export const serviceLabel = (t: TFunction, kind: ProviderRole, service: string) => {
  const key = serviceLabelKey(kind, service);
  return key ? t(key) : service;
};

/** A calendar date (`2026-04-01`) written out in the locale (`1 Nisan 2026, Çarşamba`). */
export const dateText = (isoDate: string, locale: string) => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { day: 'numeric', month: 'long', year: 'numeric', weekday: 'long' }).format(
    new Date(year, month - 1, day),
  );
};
