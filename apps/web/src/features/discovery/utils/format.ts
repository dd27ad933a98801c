import type { ProviderRole } from '@patili/domain/access';
import { serviceLabelKey } from '@patili/domain/providers';
import type { TFunction } from 'i18next';

import { formatNumber } from '../../../lib/format';

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
