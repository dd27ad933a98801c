import type { Location, LocationView } from '@patili/domain/locations';

import { AppError } from '../app-error.ts';
import { cityName, findDistrict } from './locations-data.ts';

/** A location ready to store on the user row: the data's spelling and the point distances use. */
export type ResolvedLocation = {
  cityCode: string;
  district: string;
  latitude: number | null;
  longitude: number | null;
  locationIsExact: boolean;
};

/**
 * Checks a city and district against the city data and picks the point distances are measured
 * from: the user's map point, else the district's centre. Throws 422 on the `district` field
 * (under `fieldPrefix`) when the district is not in the city.
 */
export const resolveLocation = (input: Location, fieldPrefix = ''): ResolvedLocation => {
  const found = findDistrict(input.cityCode, input.district);
  if (!found) {
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'errors:VALIDATION_FAILED',
      fields: { [`${fieldPrefix}district`]: 'locations:districtNotInCity' },
    });
  }
  const point = input.mapPoint ?? found.centre;
  return {
    cityCode: input.cityCode,
    district: found.district,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    locationIsExact: input.mapPoint !== null,
  };
};

/** The stored location columns as the API shows them; null when no city was chosen. */
export const toLocationView = (row: {
  cityCode: string | null;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
  locationIsExact: boolean;
}): LocationView | null => {
  if (!row.cityCode || !row.district) return null;
  return {
    cityCode: row.cityCode,
    cityName: cityName(row.cityCode) ?? row.cityCode,
    district: row.district,
    mapPoint: row.locationIsExact && row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
  };
};
