import type { MatingList } from '@patili/domain/mating';
import type { PetSpecies } from '@patili/domain/pets';
import { foldForSearch, isUuid } from '@patili/domain/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { matingListing } from '../../db/schema/index.ts';
import { cityName, listCities } from '../../lib/locations/locations-data.ts';
import { listingNotFound, readView, selectViews, toView } from './mating-views.ts';

/** Newest first; listings of the same instant keep their order by the time-ordered id. */
const newestFirst = [desc(matingListing.createdAt), desc(matingListing.id)] as const;

/**
 * The city filter as a plate code: a code as given (`6` or `06`), or a city's name in any case
 * and with or without Turkish letters (`izmir`, `İZMİR`, `Izmir`). Null when it names no city:
 * nothing matches it.
 */
export const cityFilterCode = (city: string): string | null => {
  if (/^\d{1,2}$/.test(city)) {
    const code = city.padStart(2, '0');
    return cityName(code) ? code : null;
  }
  const wanted = foldForSearch(city);
  return listCities().find((entry) => foldForSearch(entry.name) === wanted)?.code ?? null;
};

/** A page of the listings matching `where`, newest first, and the count of all of them. */
const pageQueries = (db: Db, where: SQL | undefined, page: number, pageSize: number) => ({
  rows: selectViews(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize),
  total: db.select({ total: count() }).from(matingListing).where(where),
});

/** Runs a page's two statements and answers the page, ages on `today`. */
const readPage = async (
  { rows, total }: ReturnType<typeof pageQueries>,
  { page, pageSize, today }: { page: number; pageSize: number; today: string },
): Promise<MatingList> => {
  const [found, totals] = await Promise.all([rows, total]);
  return {
    items: found.map((row) => toView(row, today)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
};

/**
 * The two statements of a page of the public list (exported so a test can read their plans):
 * the page's rows and the count, both over active listings with the filters given.
 */
export const activeListingsQueries = ({
  db,
  species,
  cityCode,
  page,
  pageSize,
}: {
  db: Db;
  species?: PetSpecies | undefined;
  cityCode?: string | undefined;
  page: number;
  pageSize: number;
}) => {
  const where: SQL | undefined = and(
    eq(matingListing.isActive, true),
    species ? eq(matingListing.species, species) : undefined,
    cityCode ? eq(matingListing.cityCode, cityCode) : undefined,
  );
  return pageQueries(db, where, page, pageSize);
};

/**
 * A page of active listings, newest first, filtered by the pet's species and the city.
 * Each mix of filters reads its page from its own partial index (db/schema/mating.ts).
 */
export const listMatingListings = async ({
  db,
  species,
  city,
  page,
  pageSize,
  today,
}: {
  db: Db;
  species?: PetSpecies | undefined;
  city?: string | undefined;
  page: number;
  pageSize: number;
  today: string;
}): Promise<MatingList> => {
  const cityCode = city === undefined ? undefined : cityFilterCode(city);
  if (cityCode === null) return { items: [], total: 0, page, pageSize };
  return readPage(activeListingsQueries({ db, species, cityCode, page, pageSize }), {
    page,
    pageSize,
    today,
  });
};

/** A page of the owner's own listings, active and inactive, newest first (my listings). */
export const listMyMatingListings = async ({
  db,
  ownerId,
  page,
  pageSize,
  today,
}: {
  db: Db;
  ownerId: string;
  page: number;
  pageSize: number;
  today: string;
}): Promise<MatingList> => {
  return readPage(pageQueries(db, eq(matingListing.ownerId, ownerId), page, pageSize), {
    page,
    pageSize,
    today,
  });
};

/** One listing: an active one for anyone signed in, an inactive one for its owner only. */
export const getMatingListing = async ({
  db,
  listingId,
  viewerId,
  today,
}: {
  db: Db;
  listingId: string;
  viewerId: string;
  today: string;
}) => {
  if (!isUuid(listingId)) throw listingNotFound();
  const view = await readView(db, listingId, today);
  if (!view.isActive && view.ownerId !== viewerId) throw listingNotFound();
  return view;
};

