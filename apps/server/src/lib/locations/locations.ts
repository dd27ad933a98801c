import { blurPoint, type Location, type LocationView } from '@patili/domain/locations';

import { and, eq, isNotNull, isNull } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
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

/**
 * The location columns to store for a user with this private blur seed: the resolved point and,
 * beside it, the blurred point other people's distances are measured to (decision 008).
 */
export const locationColumns = (location: ResolvedLocation | null, blurSeed: number) => {
  const shared = location?.latitude != null && location.longitude != null ? blurPoint({ latitude: location.latitude, longitude: location.longitude }, blurSeed) : null;
  return {
    cityCode: location?.cityCode ?? null,
    district: location?.district ?? null,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    locationIsExact: location?.locationIsExact ?? false,
    sharedLatitude: shared?.latitude ?? null,
    sharedLongitude: shared?.longitude ?? null,
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

/**
 * Gives every located user written before shared points existed (migration 0003) their blurred
 * point, so nobody's distance is measured to a stored point. Idempotent; cheap when none are left.
 */
export const backfillSharedPoints = async (db: Db): Promise<number> => {
  const rows = await db
    .select({ id: user.id, latitude: user.latitude, longitude: user.longitude, seed: user.locationBlurSeed })
    .from(user)
    .where(and(isNotNull(user.latitude), isNotNull(user.longitude), isNull(user.sharedLatitude)));
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const shared = blurPoint({ latitude: row.latitude, longitude: row.longitude }, row.seed);
    await db.update(user).set({ sharedLatitude: shared.latitude, sharedLongitude: shared.longitude }).where(eq(user.id, row.id));
  }
  return rows.length;
};
