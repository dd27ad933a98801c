/**
 * Points on the unit sphere as PostgreSQL `cube`s (the `cube` extension, in PGlite and in
 * PostgreSQL's contrib), so a GiST index can find the points inside a radius and walk them
 * nearest first (decision 009). The straight-line (chord) distance between two such points grows
 * with the great-circle distance, so ordering by `<->` is ordering by distance; the distance shown
 * is still the haversine of `distanceKm` in @patili/domain/locations.
 */

/** The Earth's mean radius in km: the same as `distanceKm` in @patili/domain/locations. */
export const EARTH_RADIUS_KM = 6371.0088;

/** SQL for the unit-sphere point of a latitude and a longitude in degrees (null when either is). */
export const unitSpherePoint = (latitude: string, longitude: string): string =>
  `case when ${latitude} is null or ${longitude} is null then null else cube(array[` +
  `cos(radians(${latitude})) * cos(radians(${longitude})), ` +
  `cos(radians(${latitude})) * sin(radians(${longitude})), ` +
  `sin(radians(${latitude}))]) end`;

/**
 * The chord between two unit-sphere points `km` apart on the surface, a hair longer so a point
 * exactly at the edge is never lost to rounding (the bench's plainest distance query filters on it).
 */
export const chordOf = (km: number): number => 2 * Math.sin(Math.min(Math.PI / 2, km / EARTH_RADIUS_KM / 2)) * (1 + 1e-9) + 1e-12;
