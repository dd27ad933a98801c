import { z } from 'zod';

import { msg } from '../i18n/translate.ts';

/** A point on the map, in degrees. */
export type GeoPoint = { readonly latitude: number; readonly longitude: number };

/** Turkey's bounding box, with a little margin: a map point outside it is refused. */
export const TURKEY_BOUNDS = { minLatitude: 35.5, maxLatitude: 42.5, minLongitude: 25.5, maxLongitude: 45 } as const;

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/**
 * How far a user's point is moved before anyone else's distance is measured to it (decision 008):
 * at least this many metres (so the home is never within the blurred point's reach of a bisection)
 * and at most this many (so distances stay useful).
 */
export const LOCATION_BLUR_METRES = { min: 300, max: 700 } as const;

/** Two numbers in [0, 1) from a seed (mulberry32): the same seed always gives the same pair. */
const unitPair = (seed: number): [number, number] => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return [next(), next()];
};

/**
 * The point others' distances are measured to: the user's point moved by a fixed offset of 300 to
 * 700 m in a fixed direction, both from the user's private seed. Fixed, so moving one's own point
 * never averages the offset away; private, so knowing the blurred point does not give the home.
 */
export const blurPoint = (point: GeoPoint, seed: number): GeoPoint => {
  const [direction, reach] = unitPair(seed);
  const bearing = direction * 2 * Math.PI;
  const metres = LOCATION_BLUR_METRES.min + reach * (LOCATION_BLUR_METRES.max - LOCATION_BLUR_METRES.min);
  const northKm = (Math.cos(bearing) * metres) / 1000;
  const eastKm = (Math.sin(bearing) * metres) / 1000;
  const latitude = point.latitude + (northKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const longitude = point.longitude + (eastKm / (EARTH_RADIUS_KM * Math.cos(toRadians(point.latitude)))) * (180 / Math.PI);
  return { latitude, longitude };
};

/** A city plate code, `01` to `81`. */
export const cityCodeSchema = z
  .string({ error: msg('locations:cityRequired') })
  .regex(/^(0[1-9]|[1-7]\d|8[01])$/, { error: msg('locations:cityRequired') });

/**
 * A district's name, trimmed (up to 80 characters); whether it belongs to the chosen city is
 * checked against the city data where the place is stored.
 */
export const districtSchema = z
  .string({ error: msg('locations:districtRequired') })
  .trim()
  .min(1, { error: msg('locations:districtRequired') })
  .max(80, { error: msg('locations:districtRequired') });

const coordinate = (min: number, max: number) =>
  z.number({ error: msg('locations:pointInvalid') }).min(min, { error: msg('locations:pointInvalid') }).max(max, { error: msg('locations:pointInvalid') });

/** An optional map point inside Turkey. */
export const mapPointSchema = z.object({
  latitude: coordinate(TURKEY_BOUNDS.minLatitude, TURKEY_BOUNDS.maxLatitude),
  longitude: coordinate(TURKEY_BOUNDS.minLongitude, TURKEY_BOUNDS.maxLongitude),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

/**
 * Where a user is: a city and a district chosen from the city data (never free text; the server
 * checks the district belongs to the city) and optionally an exact map point.
 */
export const locationInputSchema = z.object({
  cityCode: cityCodeSchema,
  district: districtSchema,
  mapPoint: mapPointSchema.nullable().default(null),
});
export type LocationInput = z.input<typeof locationInputSchema>;
export type Location = z.output<typeof locationInputSchema>;

/** A stored location as the API shows it. */
export const locationSchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  district: z.string(),
  mapPoint: mapPointSchema.nullable(),
});
export type LocationView = z.infer<typeof locationSchema>;

export const cityListSchema = z.object({ cities: z.array(z.object({ code: z.string(), name: z.string() })) });
export type CityList = z.infer<typeof cityListSchema>;
export const districtListSchema = z.object({ cityCode: z.string(), districts: z.array(z.string()) });
export type DistrictList = z.infer<typeof districtListSchema>;

/** The distance choices of the browse screens: any, under 5, 10 or 20 km. */
export const DISTANCE_FILTERS_KM = [5, 10, 20] as const;
