import type { AdoptionListing } from '@patili/domain/adoption';
import type { TFunction } from 'i18next';

/** "4 aylık", "2 yaşında": the age as the owner gave it. */
export const ageLabel = (t: TFunction, listing: Pick<AdoptionListing, 'age' | 'ageUnit'>) =>
  t(`adoption:age.${listing.ageUnit}`, { count: listing.age });

/** "İzmir / Bornova", or the city alone. */
export const placeLabel = (listing: Pick<AdoptionListing, 'cityName' | 'district'>) =>
  listing.district ? `${listing.cityName} / ${listing.district}` : listing.cityName;
