import type { MatingListing } from '@patili/domain/mating';
import { APP_TIME_ZONE } from '@patili/domain/shared';
import type { TFunction } from 'i18next';

import { formatDate } from '../../../lib/format';

/** "İzmir / Bornova", or the city alone without a district. */
export const placeOf = (listing: Pick<MatingListing, 'cityName' | 'district'>): string =>
  listing.district ? `${listing.cityName} / ${listing.district}` : listing.cityName;

/** "3 yaşında", "1 yaşından küçük", or "Yaş belirtilmedi" (the pets catalogue's words). */
export const ageText = (t: TFunction, age: number | null): string => {
  if (age === null) return t('pets:age.unknown');
  if (age === 0) return t('pets:age.underOne');
  return t('pets:age.years', { count: age });
};

/** A listing's date as a day in Istanbul (`12 Mar 2026`), whatever the browser's zone. */
export const listingDate = (value: string, language: string): string =>
  formatDate(value, language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: APP_TIME_ZONE,
  });
