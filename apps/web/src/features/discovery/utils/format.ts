import type { ProviderRole } from '@patili/domain/access';
import type { ProviderPrice } from '@patili/domain/discovery';
import { serviceLabelKey } from '@patili/domain/providers';
import { formatKurus, toKurus } from '@patili/domain/shared';
import type { TFunction } from 'i18next';

import { formatNumber } from '../../../lib/format';

/**
 * `₺150 / saat`, or `₺160'tan başlayan / gün` for a sitter's cheapest of several services (the
 * Turkish catalogue gives the amount its suffix).
 */
export const priceText = (t: TFunction, price: ProviderPrice, locale: string) =>
  t(price.from ? 'catalog:priceFrom' : 'catalog:pricePer', { price: formatKurus(toKurus(price.lira), locale), unit: t(`catalog:unit.${price.unit}`) });

/**
 * How far a provider is: whole kilometres, or "less than 1 km" for the server's 0 (distances are
 * coarse on purpose, decision 008).
 */
export const distanceText = (t: TFunction, km: number, locale: string) =>
  km < 1 ? t('discovery:card.distanceUnderOne') : t('discovery:card.distanceAway', { km: formatNumber(km, locale, { maximumFractionDigits: 0 }) });

/** A stored service word as a label: known keys translated, the provider's own words as typed. */
export const serviceLabel = (t: TFunction, kind: ProviderRole, service: string) => {
  const key = serviceLabelKey(kind, service);
  return key ? t(key) : service;
};
