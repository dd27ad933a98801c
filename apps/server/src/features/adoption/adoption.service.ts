import {
  canViewListing,
  foldCity,
  maxAgeMonths,
  minAgeMonths,
  type AdoptionFilters,
  type AdoptionListing,
  type AdoptionListingPage,
} from '@patili/domain/adoption';
import { and, count, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { adoptionListing, user } from '../../db/schema/index.ts';
import type { AccountHooks } from '../../lib/account-hooks.ts';
import type { CurrentUser } from '../../lib/context.ts';
import {
  checkListingId,
  findListing,
  listingNotFound,
  listingWithOwner,
  statusOf,
  toListingView,
} from './adoption-views.ts';

/** `%`, `_` and `\` stand for themselves in the city text (`like`'s escape is the backslash). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The conditions of the public list. The status is written as a literal, so every
 * plan can use the partial indexes of active listings (`status = 'active'`); the city is a
 * substring of the folded name (trigram-indexed), the ages compare stored months.
 */
const listConditions = (filters: AdoptionFilters): SQL | undefined =>
  and(
    sql`${adoptionListing.status} = 'active'`,
    filters.animalType !== undefined
      ? eq(adoptionListing.animalType, filters.animalType)
      : undefined,
    filters.city
      ? like(adoptionListing.cityFolded, `%${escapeLike(foldCity(filters.city))}%`)
      : undefined,
    filters.vaccinated !== undefined
      ? eq(adoptionListing.isVaccinated, filters.vaccinated)
      : undefined,
    filters.neutered !== undefined ? eq(adoptionListing.isNeutered, filters.neutered) : undefined,
    filters.minAge !== undefined
      ? gte(adoptionListing.ageMonths, minAgeMonths(filters.minAge))
      : undefined,
    filters.maxAge !== undefined
      ? lte(adoptionListing.ageMonths, maxAgeMonths(filters.maxAge))
      : undefined,
  );

/**
 * One page of active listings matching the filters, newest first (ties on the time-ordered id),
 * with the total. Read in the order of the active-listings index; the owner's name is looked up
 * for the page's rows only.
 */
export const listListings = async ({
  db,
  filters,
}: {
  db: Db;
  filters: AdoptionFilters;
}): Promise<AdoptionListingPage> => {
  const where = listConditions(filters);
  const { page, pageSize } = filters;
  const [rows, totals] = await Promise.all([
    db
      .select(listingWithOwner)
      .from(adoptionListing)
      .innerJoin(user, eq(user.id, adoptionListing.ownerId))
      .where(where)
      .orderBy(desc(adoptionListing.createdAt), desc(adoptionListing.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(adoptionListing).where(where),
  ]);
  return {
    items: rows.map((row) => toListingView(row, row.ownerName)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
};

/** The caller's own listings, every status, newest first (profile and account settings). */
export const listMyListings = async ({
  db,
  ownerId,
  page,
  pageSize,
}: {
  db: Db;
  ownerId: string;
  page: number;
  pageSize: number;
}): Promise<AdoptionListingPage> => {
  const [rows, totals] = await Promise.all([
    db
      .select(listingWithOwner)
      .from(adoptionListing)
      .innerJoin(user, eq(user.id, adoptionListing.ownerId))
      .where(eq(adoptionListing.ownerId, ownerId))
      .orderBy(desc(adoptionListing.createdAt), desc(adoptionListing.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(adoptionListing).where(eq(adoptionListing.ownerId, ownerId)),
  ]);
  return {
    items: rows.map((row) => toListingView(row, row.ownerName)),
    total: totals[0]?.total ?? 0,
    page,
    pageSize,
  };
};

/**
 * One listing: its owner and the admin see it whatever its status; anyone else signed in unless
 * an admin removed it (then 404, as for a listing that does not exist).
 */
export const getListing = async ({
  db,
  viewer,
  listingId,
}: {
  db: Db;
  viewer: Pick<CurrentUser, 'id' | 'isAdmin'>;
  listingId: string;
}): Promise<AdoptionListing> => {
  checkListingId(listingId);
  const found = await findListing(db, listingId);
  if (!found || !canViewListing({ ownerId: found.ownerId, status: statusOf(found) }, viewer)) {
    throw listingNotFound();
  }
  return toListingView(found, found.ownerName);
};

/**
 * A deleted account's listings go with it; their photos are the owner's files, which the account
 * deletion removes.
 */
export const adoptionAccountHooks: AccountHooks = {
  deleted: async ({ db, userId }) => {
    await db.delete(adoptionListing).where(eq(adoptionListing.ownerId, userId));
  },
};
